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
