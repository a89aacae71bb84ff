// Runs the Sanity CLI of cms-schema/ without the network: commands that load the Studio
// (schema extract, documents validate) first ask the API who is logged in, so a local
// stand-in of the Content Lake answers instead and the Studio's client is pointed at it
// (SANITY_STUDIO_API_HOST, read by sanity.config.ts).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startLakeStub } from "../../tests/support/content-lake-stub";

export const STUDIO_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");
const SANITY_BIN = join(STUDIO_DIR, "node_modules", ".bin", "sanity");

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function assertStudioInstalled(): void {
  if (!existsSync(SANITY_BIN)) {
    throw new Error(
      `The Studio's dependencies are not installed: run \`npm ci --prefix cms-schema\` first (${SANITY_BIN} is missing).`,
    );
  }
}

/** `sanity <args>` in cms-schema/, with the API answered by a stand-in on loopback. */
export async function runSanityOffline(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  assertStudioInstalled();
  const stub = await startLakeStub();
  try {
    return await new Promise<CliResult>((resolve, reject) => {
      const child = spawn(SANITY_BIN, args, {
        cwd: STUDIO_DIR,
        env: {
          ...process.env,
          SANITY_STUDIO_API_HOST: stub.url,
          // `documents validate` insists on a token before it starts; the stand-in accepts any.
          SANITY_AUTH_TOKEN: "offline-stand-in",
          SANITY_TELEMETRY_DISABLED: "1",
          DO_NOT_TRACK: "1",
          NO_UPDATE_NOTIFIER: "1",
          ...env,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stdout = "";
      let stderr = "";
      child.stdout.setEncoding("utf8").on("data", (c: string) => (stdout += c));
      child.stderr.setEncoding("utf8").on("data", (c: string) => (stderr += c));
      child.on("error", reject);
      child.on("close", (code) => resolve({ code: code ?? 1, stdout, stderr }));
    });
  } finally {
    await stub.close();
  }
}
