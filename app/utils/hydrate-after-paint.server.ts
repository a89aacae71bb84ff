// Hydration starts after the first paint (docs/decisions/007-hydrate-after-first-paint.md).
//
// Remix's <Scripts> ends the body with a <link rel="modulepreload"> per module the page
// hydrates with (some twenty, ~150 KB gzip) and a module script that imports the route
// modules. Fetched at once, they compete with the stylesheet the first paint waits for, and
// on a phone they count against the largest paint. The page is server-rendered and usable
// without them (every form works as a plain GET or POST), so this rewrite holds them back
// until the page has painted once:
// - each preload link is made inert (`data-rel` instead of `rel`), which React's hydration
//   leaves alone: it does not patch attributes;
// - the bootstrap script waits for the first contentful paint, then puts the preloads in <head>
//   and imports the route modules dynamically before handing over to Remix as before.
// <Scripts> takes no option for this, hence a rewrite of the HTML it rendered.
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const FIRST_PRELOAD = '<link rel="modulepreload"';
/** The bootstrap script ends with the entry import right after this assignment. */
const ROUTE_MODULES = "window.__remixRouteModules";
const SCRIPT_END = "</script>";
const STATIC_ROUTE_IMPORT = /import \* as (route\d+) from ("[^"]+");\n?/g;

/**
 * A phone's main thread should not be held for long at a time (a task over 50 ms delays a tap):
 * the preloads are added a few per task, and the framework's chunks (vite.config.ts: React with
 * its DOM renderer, then Remix and i18next) are compiled and run each in a task of its own, in
 * that order, before the site's modules are.
 */
const PRELOADS_PER_TASK = 3;
export const FRAMEWORK_CHUNKS = [/\/react-dom-[\w-]+\.js$/, /\/framework-[\w-]+\.js$/];

/**
 * Waits until the page has painted content (the first contentful paint), then a task more. A
 * page opened in a background tab does not paint: it goes on at once. A browser without paint
 * timing waits for one frame; and none waits more than three seconds.
 */
const AFTER_PAINT =
  "await new Promise((go) => {\n" +
  "  const after = () => setTimeout(go, 0);\n" +
  '  if (document.visibilityState === "hidden") return go();\n' +
  "  setTimeout(go, 3000);\n" +
  '  if (!(PerformanceObserver.supportedEntryTypes || []).includes("paint")) return requestAnimationFrame(after);\n' +
  '  new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); after(); } }).observe({ type: "paint", buffered: true });\n' +
  "});\n" +
  "const nextTask = () => new Promise((go) => { const c = new MessageChannel(); c.port1.onmessage = () => go(); c.port2.postMessage(null); });\n" +
  'const held = Array.from(document.querySelectorAll("link[data-rel=modulepreload]"), (l) => l.getAttribute("href"));\n' +
  `for (let i = 0; i < held.length; i++) { if (i > 0 && i % ${PRELOADS_PER_TASK} === 0) await nextTask(); const link = document.createElement("link"); link.rel = "modulepreload"; link.href = held[i]; document.head.append(link); }\n` +
  "await nextTask();\n" +
  `for (const chunk of [${FRAMEWORK_CHUNKS.map(String).join(", ")}]) { const href = held.find((h) => chunk.test(h)); if (href) { await import(href); await nextTask(); } }\n`;

/**
 * The end of the body as <Scripts> rendered it (from its first preload link to the end of its
 * bootstrap module script), rewritten to start fetching and hydrating after the first paint.
 * Text that does not have that shape is returned unchanged.
 */
export function deferHydration(block: string): string {
  const scriptStart = block.lastIndexOf('type="module"', block.indexOf(ROUTE_MODULES));
  if (!block.startsWith(FIRST_PRELOAD) || scriptStart === -1) return block;
  const bodyStart = block.indexOf(">", scriptStart) + 1;
  const links = block
    .slice(0, bodyStart)
    .replaceAll('<link rel="modulepreload"', '<link data-rel="modulepreload"');
  let body = block.slice(bodyStart);
  const routes: { name: string; url: string }[] = [];
  body = body.replace(STATIC_ROUTE_IMPORT, (_all, name: string, url: string) => {
    routes.push({ name, url });
    return "";
  });
  if (routes.length === 0) return block;
  const imports = `const [${routes.map((r) => r.name).join(", ")}] = await Promise.all([${routes.map((r) => `import(${r.url})`).join(", ")}]);\n`;
  return links + AFTER_PAINT + imports + body;
}

/** How many trailing characters of `text` could be the start of `marker`, cut by a chunk boundary. */
function partialLength(text: string, marker: string): number {
  for (let n = Math.min(marker.length - 1, text.length); n > 0; n--) {
    if (marker.startsWith(text.slice(text.length - n))) return n;
  }
  return 0;
}

/** A stream applying deferHydration to a page's HTML as it streams, whatever its chunk boundaries. */
export function hydrateAfterPaint(): Transform {
  // A chunk may end inside a character (é, ñ): the decoder holds its first bytes back.
  const decoder = new StringDecoder("utf8");
  let state: "before" | "inside" | "after" = "before";
  let held = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const text = held + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      held = "";
      if (state === "after") return done(null, text);
      if (state === "before") {
        const at = text.indexOf(FIRST_PRELOAD);
        if (at === -1) {
          const keep = partialLength(text, FIRST_PRELOAD);
          held = text.slice(text.length - keep);
          return done(null, text.slice(0, text.length - keep));
        }
        state = "inside";
        this.push(text.slice(0, at));
        held = text.slice(at);
      } else held = text;
      const routeModules = held.indexOf(ROUTE_MODULES);
      const end = routeModules === -1 ? -1 : held.indexOf(SCRIPT_END, routeModules);
      if (end === -1) return done();
      const block = held.slice(0, end);
      const rest = held.slice(end);
      held = "";
      state = "after";
      done(null, deferHydration(block) + rest);
    },
    flush(done) {
      done(null, held + decoder.end());
    },
  });
}
