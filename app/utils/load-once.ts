/** A module (or anything) fetched once: `get()` starts or joins the fetch, `ready()` is its value once there. A failed fetch is forgotten, so the next `get()` tries again. */
export function loadOnce<T>(
  load: () => Promise<T>,
  initial?: T,
): { get(): Promise<T>; ready(): T | undefined } {
  let value = initial;
  let pending: Promise<T> | undefined;
  return {
    get: () =>
      (pending ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    ready: () => value,
  };
}
