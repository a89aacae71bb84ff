// @ts-check
// A content purge (the CMS webhook) empties the content cache, inside the Remix build, and the
// page cache, in this HTTP layer. Each registers here; the build bundles its own copy of this
// module, so the listeners are kept on the process (a registered symbol) where both copies
// find them. With several instances, server/index.mjs adds a broadcast that carries the purge
// to the others (server/purge-broadcast.mjs).

/** Document types to purge; empty means everything. @typedef {readonly string[]} PurgeTypes */
/** @typedef {{ listeners: ((types: PurgeTypes) => number | void)[], broadcast?: (types: PurgeTypes) => Promise<void> }} Registry */

const KEY = Symbol.for("property-tax.purge");
/** @type {{ [KEY]?: Registry }} */
const holder = /** @type {never} */ (globalThis);
const registry = (holder[KEY] ??= { listeners: [] });

/** @param {(types: PurgeTypes) => number | void} listener Returns how many entries it purged, when it counts. */
export function onPurge(listener) {
  registry.listeners.push(listener);
}

/** @param {(types: PurgeTypes) => Promise<void>} broadcast */
export function setPurgeBroadcast(broadcast) {
  registry.broadcast = broadcast;
}

/**
 * Purges this process's caches; returns the entries the counting listeners purged.
 * @param {PurgeTypes} types
 */
export function purgeHere(types) {
  let purged = 0;
  for (const listener of registry.listeners) purged += listener(types) ?? 0;
  return purged;
}

/**
 * Purges here and, when there is a broadcast, on every other instance.
 * @param {PurgeTypes} types
 */
export async function purgeEverywhere(types) {
  const purged = purgeHere(types);
  await registry.broadcast?.(types);
  return purged;
}
