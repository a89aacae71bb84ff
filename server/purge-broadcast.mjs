// @ts-check
import { randomUUID } from "node:crypto";
import pg from "pg";
import { purgeHere, setPurgeBroadcast } from "./purge.mjs";

// With several instances and DATABASE_URL, a purge received by one (the CMS webhook reaches one
// of them) is carried to the others through PostgreSQL's LISTEN/NOTIFY: each instance listens
// on one channel and purges its own caches when another announces a purge. A lost connection
// is opened again; a purge sent while one instance was cut off reaches it only through its
// caches' own expiry (CONTENT_TTL_SECONDS), which bounds how stale it can be.
const CHANNEL = "property_tax_purge";

/**
 * @param {string} url
 * @returns {Promise<{ close(): Promise<void> }>}
 */
export async function startPurgeBroadcast(url) {
  const me = randomUUID();
  /** @type {pg.Client | undefined} */
  let client;
  let closed = false;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const { from, types } = JSON.parse(message.payload);
        if (from !== me && Array.isArray(types)) purgeHere(types.filter((t) => typeof t === "string"));
      } catch {
        // Not one of ours.
      }
    });
    next.on("error", (error) => {
      console.warn(`[purge] connection lost: ${error.message}`);
      if (client === next) client = undefined;
      next.end().catch(() => undefined);
      if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
    });
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
    client = next;
  };
  await connect();

  setPurgeBroadcast(async (types) => {
    if (!client) throw new Error("purge broadcast: no connection to PostgreSQL");
    await client.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify({ from: me, types })]);
  });

  return {
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}
