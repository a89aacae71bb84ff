// Long tasks hold a phone's main thread: a tap waits for them to end. Work that can be cut, the
// start of hydration, gives the thread back between its steps. A message, unlike a nested
// timer, is not clamped to 4 ms by browsers.

/** Resolves in a task of its own, after whatever the browser queued meanwhile. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * React Router records the history entry's index (`idx`) with `history.replaceState` when it is
 * made, inside the first render of the page, where it is one of the longest steps (the browser
 * updates its session history, 0.3–12 ms in Chromium traces). Done here beforehand, in a task of
 * its own, it finds the index there and leaves the entry alone. The state is the one it would write.
 */
export function recordHistoryIndex(history: History): void {
  const state = history.state as { idx?: unknown } | null;
  if (state && typeof state.idx === "number") return;
  history.replaceState({ ...state, idx: 0 }, "");
}
