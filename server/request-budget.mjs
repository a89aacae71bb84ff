// @ts-check
import { AsyncLocalStorage } from "node:async_hooks";

// One time budget per request for everything it waits on from the CMS: a page's queries share
// it, however many and in whatever order the loaders run them. When it is spent, the content
// layer answers with the last good content, or the page is a 503 (app/content/content.server.ts).
// The build bundles its own copy of this module, so the store is kept on the process.
const KEY = Symbol.for("property-tax.request-budget");
/** @type {{ [KEY]?: AsyncLocalStorage<{ deadline: number }> }} */
const holder = /** @type {never} */ (globalThis);
const store = (holder[KEY] ??= new AsyncLocalStorage());

/**
 * Runs `fn` (and everything it starts) with `ms` milliseconds to wait on content.
 * @template T @param {number} ms @param {() => T} fn @returns {T}
 */
export function withRequestBudget(ms, fn) {
  return store.run({ deadline: Date.now() + ms }, fn);
}

/** Milliseconds left in the current request's budget; `fallback` outside a request. @param {number} fallback */
export function budgetLeft(fallback) {
  const budget = store.getStore();
  return budget ? Math.max(0, budget.deadline - Date.now()) : fallback;
}
