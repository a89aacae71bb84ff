import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

// `npm run test:faults`: the site attacked and starved on loopback (tests/faults), against the
// production build. Apart from `vitest run` because each file starts real servers.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["tests/faults/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: "forks",
    fileParallelism: false,
  },
});
