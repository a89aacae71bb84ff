// npm run lake:local [-- --port 3333] [--empty] [--file seed/dist/production.ndjson] [--webhook URL]
//
// The Content Lake stand-in of the tests (tests/support/content-lake-stub.ts) on loopback, for
// operators to rehearse seed:push, seed:pull and import-rates --apply without a Sanity project.
// It starts with the seed dataset (or empty), keeps everything in memory, and after each
// transaction posts a signed webhook per changed document to --webhook (signed with
// SANITY_WEBHOOK_SECRET, as the Content Lake's GROQ webhooks are), so the site's purge can be
// tried too.
import { readFileSync } from "node:fs";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { startLakeStub } from "../../tests/support/content-lake-stub";
import { optionValue, UsageError } from "./lake-client";
import { DEFAULT_FILE, parseNdjson } from "./push";

interface Options {
  port: number;
  file?: string;
  webhook?: string;
}

export function parseArgs(argv: string[]): Options {
  const options: Options = { port: 3333, file: DEFAULT_FILE };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => optionValue(argv, ++i);
    if (arg === "--port") {
      options.port = Number(value());
      if (!Number.isInteger(options.port) || options.port < 1 || options.port > 65535)
        throw new UsageError("--port must be a port number");
    } else if (arg === "--empty") options.file = undefined;
    else if (arg === "--file") options.file = value();
    else if (arg === "--webhook") {
      options.webhook = value();
      if (!/^https?:\/\//.test(options.webhook)) throw new UsageError("--webhook must be an http(s) URL");
    } else throw new UsageError(`unknown option ${arg} (use --port, --empty, --file, --webhook)`);
  }
  return options;
}

async function notify(url: string, secret: string, doc: { _id: string; _type: string }) {
  const body = JSON.stringify({ _id: doc._id, _type: doc._type });
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), secret),
      },
      body,
    });
    console.log(`lake:local: webhook ${doc._id} → ${res.status} ${await res.text()}`);
  } catch (error) {
    console.error(`lake:local: webhook ${doc._id} failed: ${(error as Error).message}`);
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const secret = process.env.SANITY_WEBHOOK_SECRET;
  if (options.webhook && !secret)
    throw new UsageError("--webhook needs SANITY_WEBHOOK_SECRET (the same secret the site checks)");
  const docs = options.file ? parseNdjson(readFileSync(options.file, "utf8"), options.file) : [];
  const stub = await startLakeStub(docs, {
    port: options.port,
    onCommit: (changed) => {
      if (!options.webhook || !secret) return;
      // Drafts are not published content: the Content Lake's webhooks skip them by default too.
      for (const doc of changed)
        if (!doc._id.startsWith("drafts.")) void notify(options.webhook, secret, doc);
    },
  });
  console.log(
    [
      `lake:local: the Content Lake stand-in listens on ${stub.url} with ${docs.length} documents (in memory; Ctrl-C ends it).`,
      "Point the scripts and the site at it with:",
      `  SANITY_PROJECT_ID=local SANITY_DATASET=production SANITY_TOKEN=local SANITY_API_HOST=${stub.url}`,
      "and for the site also CONTENT_SOURCE=sanity.",
      options.webhook ? `Each change is posted, signed, to ${options.webhook}.` : "",
    ]
      .filter(Boolean)
      .join("\n"),
  );
}

main().catch((error: unknown) => {
  console.error(`lake:local: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(error instanceof UsageError ? 2 : 1);
});
