import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { minifiedScript } from "./scripts/minified-script";

// The Remix plugin is left out on purpose: it does not run under Vitest.
export default defineConfig({
  plugins: [tsconfigPaths(), minifiedScript()],
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "seed/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "bench/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: "forks",
  },
});
