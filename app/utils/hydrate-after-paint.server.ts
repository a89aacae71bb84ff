// Hydration starts after the first paint (docs/decisions/007-hydrate-after-first-paint.md).
//
// Remix's <Scripts> ends the body with a <link rel="modulepreload"> per module the page
// hydrates with (some twenty, ~150 KB gzip), a script that sets up Remix's context and a module
// script that imports the route modules; after the body, one script per chunk of loader data.
// Fetched at once, the modules compete with the stylesheet the first paint waits for, and on a
// phone they count against the largest paint. The page is server-rendered and usable without
// them (every form works as a plain GET or POST), so this rewrite holds them back until the
// page has painted once, and makes the code the page runs inline the same on every page:
// - each preload link is made inert (`data-rel` instead of `rel`);
// - the context script becomes a JSON block (#remix-boot) with the context, the page's manifest,
//   its route modules and its entry;
// - the module script's text becomes after-first-paint.js, which waits for the first contentful
//   paint and imports hydrate-boot.js (one file for every page, fetched after the paint), which
//   puts the preloads in <head>, imports the route modules and hands over to Remix;
// - each loader-data script becomes a JSON block (.remix-data) holding the same text.
// Each element keeps its place and tag, which is all React's hydration compares: it does not
// patch attributes or a script's text. A JSON block runs nothing, so the Content-Security-Policy
// lists no hash for it, and its text is not a string literal, so its quotes are not escaped.
// <Scripts> takes no option for this, hence a rewrite of the HTML it rendered.
import afterFirstPaint from "./after-first-paint.js?minified";
import bootUrl from "./hydrate-boot.js?minified-url";

const FIRST_PRELOAD = '<link rel="modulepreload"';
const CONTEXT =
  /<script>window\.__remixContext = (\{[\s\S]*?\});window\.__remixContext\.stream = new ReadableStream\(\{start\(controller\)\{window\.__remixContext\.streamController = controller;\}\}\)\.pipeThrough\(new TextEncoderStream\(\)\);<\/script>/;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const ROUTE_IMPORT = /^import \* as (route\d+) from ("[^"]+");$/gm;
const MANIFEST = /^window\.__remixManifest = (\{[\s\S]*?\});$/m;
const ROUTE_MODULES = /^window\.__remixRouteModules = \{(.*)\};$/m;
const ENTRY = /^import\(("[^"]+")\);$/m;
const LOADER_DATA =
  /<script>window\.__remixContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const STREAM_END = "<script>window.__remixContext.streamController.close();</script>";

/** The module script every page runs: minified at build time (scripts/minified-script.ts). */
export const BOOT_SCRIPT = afterFirstPaint.replace("import(BOOT)", `import(${JSON.stringify(bootUrl)})`);

/** JSON for a script element's text: `<` escaped, so no `</script>` or `<!--` can occur in it. */
function scriptJson(text: string): string {
  return text.replaceAll("<", "\\u003c");
}

interface Boot {
  context: unknown;
  manifest: unknown;
  routes: Record<string, string>;
  entry: string;
}

/** What Remix's two scripts say, or undefined when they do not have the shape this reads. */
function readBoot(
  contextScript: RegExpExecArray | null,
  moduleScript: RegExpExecArray | null,
): Boot | undefined {
  if (!contextScript || !moduleScript) return undefined;
  const code = moduleScript[1];
  const urls = new Map(
    [...code.matchAll(ROUTE_IMPORT)].map(([, name, url]) => [name, JSON.parse(url) as string]),
  );
  const manifest = MANIFEST.exec(code);
  const modules = ROUTE_MODULES.exec(code);
  const entry = ENTRY.exec(code);
  if (urls.size === 0 || !manifest || !modules || !entry) return undefined;
  const routes: Record<string, string> = {};
  for (const [, id, name] of modules[1].matchAll(/("(?:[^"\\]|\\.)*"):(route\d+)/g)) {
    const url = urls.get(name);
    if (!url) return undefined;
    routes[JSON.parse(id) as string] = url;
  }
  return {
    context: JSON.parse(contextScript[1]),
    manifest: JSON.parse(manifest[1]),
    routes,
    entry: JSON.parse(entry[1]) as string,
  };
}

/**
 * A page as <Scripts> ended it, rewritten to fetch and hydrate after the first paint from one
 * shared bootstrap. A page of another shape is returned unchanged (it hydrates as Remix wrote it).
 */
export function deferHydration(html: string): string {
  const start = html.indexOf(FIRST_PRELOAD);
  if (start === -1) return html;
  const tail = html.slice(start);
  const contextScript = CONTEXT.exec(tail);
  const moduleScript = MODULE_SCRIPT.exec(tail);
  const boot = readBoot(contextScript, moduleScript);
  if (!boot || !contextScript || !moduleScript) return html;
  const end = moduleScript.index + moduleScript[0].length;
  const scripts = tail
    .slice(0, end)
    .replaceAll(FIRST_PRELOAD, '<link data-rel="modulepreload"')
    // Replaced by functions: a `$` in the text put in must stay as it is.
    .replace(
      contextScript[0],
      () => `<script type="application/json" id="remix-boot">${scriptJson(JSON.stringify(boot))}</script>`,
    )
    .replace(moduleScript[0], () => `<script type="module" async="">${BOOT_SCRIPT}</script>`);
  const rest = tail
    .slice(end)
    .replace(
      LOADER_DATA,
      (_all, literal: string) =>
        `<script type="application/json" class="remix-data">${scriptJson(JSON.parse(literal) as string)}</script>`,
    )
    .replace(STREAM_END, '<script type="application/json"></script>');
  return html.slice(0, start) + scripts + rest;
}
