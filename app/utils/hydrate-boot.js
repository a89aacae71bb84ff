// Hands a server-rendered page to Remix (decision 007). A page's inline module script waits for
// its first contentful paint and then imports this file (hydrate-after-paint.server.ts), so it is
// fetched after the paint, once for every page. What differs between pages is data, in
// `<script type="application/json">` blocks the browser never runs:
// - #remix-boot: Remix's context, the page's part of its manifest, its route modules and its entry;
// - .remix-data: the loader data Remix's stream would have enqueued, in order.

/** React with its DOM renderer, then Remix and i18next (vite.config.ts): a task each. */
const FRAMEWORK_CHUNKS = [/\/react-dom-[\w-]+\.js$/, /\/framework-[\w-]+\.js$/];
/** A phone's main thread should not be held long at a time: a few preloads per task. */
const PRELOADS_PER_TASK = 3;

const nextTask = () =>
  new Promise((go) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => go();
    channel.port2.postMessage(null);
  });

const held = Array.from(document.querySelectorAll("link[data-rel=modulepreload]"), (l) =>
  l.getAttribute("href"),
);
for (let i = 0; i < held.length; i++) {
  if (i > 0 && i % PRELOADS_PER_TASK === 0) await nextTask();
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = held[i];
  document.head.append(link);
}
await nextTask();
for (const chunk of FRAMEWORK_CHUNKS) {
  const href = held.find((h) => chunk.test(h));
  if (href) {
    await import(href);
    await nextTask();
  }
}

const boot = JSON.parse(document.getElementById("remix-boot").textContent);
const ids = Object.keys(boot.routes);
const modules = await Promise.all(ids.map((id) => import(boot.routes[id])));
const data = Array.from(document.querySelectorAll("script.remix-data"), (s) => s.textContent).join("");
window.__remixContext = {
  ...boot.context,
  stream: new ReadableStream({
    start(controller) {
      controller.enqueue(data);
      controller.close();
    },
  }).pipeThrough(new TextEncoderStream()),
};
window.__remixManifest = boot.manifest;
window.__remixRouteModules = Object.fromEntries(ids.map((id, i) => [id, modules[i]]));
import(boot.entry);
