// Many pages fetched the way a crawler that respects the server would: a few at a time.
// The server sheds load on purpose (a request that would wait more than RENDER_QUEUE_MS for a
// render gets a 503 with Retry-After), so firing hundreds of cold pages at once tests that
// shedding, not whether each page answers.

/** Runs `fn` over `items`, at most `limit` at once, and returns the results in order. */
export async function mapPolitely<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Pages at once: the server renders two per core, so this keeps its queue short on two cores. */
export const POLITE = 4;
