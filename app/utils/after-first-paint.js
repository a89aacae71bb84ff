// A page's module script (hydrate-after-paint.server.ts): it waits for the page's first
// contentful paint, then a task more, and imports the bootstrap that hands the page to Remix
// (hydrate-boot.js). A page opened in a background tab does not paint: it goes on at once. A
// browser without paint timing waits for one frame; none waits more than three seconds.
// Minified into each page; `BOOT` is the bootstrap's URL in the build.
/* global BOOT */
await new Promise((go) => {
  const after = () => setTimeout(go, 0);
  if (document.visibilityState === "hidden") return go();
  setTimeout(go, 3000);
  if (!(PerformanceObserver.supportedEntryTypes || []).includes("paint")) return requestAnimationFrame(after);
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length) {
      observer.disconnect();
      after();
    }
  }).observe({ type: "paint", buffered: true });
});
import(BOOT);
