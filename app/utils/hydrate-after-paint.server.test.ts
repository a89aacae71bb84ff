import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deferHydration, hydrateAfterPaint } from "./hydrate-after-paint.server";

// The end of a body as Remix 2.17's <Scripts> renders it (shortened: two preloads, one
// deferred-data script), followed by what React streams after it.
const SCRIPTS =
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/context-B.js"/>' +
  '<script>window.__remixContext = {"basename":"/"};</script>' +
  '<script type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\nimport * as route1 from "/assets/home-D.js";\n' +
  'window.__remixManifest = {"entry":{"module":"/assets/entry.client-A.js"}};\n' +
  'window.__remixRouteModules = {"root":route0,"page:/":route1};\n\nimport("/assets/entry.client-A.js");';
const AFTER =
  '</script></body></html><script>window.__remixContext.streamController.enqueue("[\\"Condado de Béxar — año fiscal\\"]");</script>';
const PAGE = `<!DOCTYPE html><html lang="es"><head><title>Calculadora — Texas</title></head><body><main><p>Año fiscal 2026: ñandú, é, ü.</p></main>${SCRIPTS}${AFTER}`;

async function streamed(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(hydrateAfterPaint()));
}

describe("hydration held back until the first paint", () => {
  const out = deferHydration(SCRIPTS);

  it("makes every preload link inert, so nothing is fetched while the page paints", () => {
    expect(out).not.toMatch(/\srel="modulepreload"/);
    expect(out.match(/<link data-rel="modulepreload" href="[^"]+"\/>/g)).toEqual([
      '<link data-rel="modulepreload" href="/assets/entry.client-A.js"/>',
      '<link data-rel="modulepreload" href="/assets/context-B.js"/>',
    ]);
  });

  it("imports the route modules only after a painted frame, then starts Remix's entry as before", () => {
    expect(out).not.toMatch(/^import \* as/m);
    const wait = out.indexOf("first-contentful-paint");
    const preloads = out.indexOf('link.rel = "modulepreload"');
    const framework = out.indexOf("await import(href)");
    const imports = out.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/home-D.js")]);',
    );
    const modules = out.indexOf('window.__remixRouteModules = {"root":route0,"page:/":route1};');
    const entry = out.indexOf('import("/assets/entry.client-A.js");');
    expect([wait, preloads, framework, imports, modules, entry].every((i) => i > 0)).toBe(true);
    expect(
      wait < preloads && preloads < framework && framework < imports && imports < modules && modules < entry,
    ).toBe(true);
  });

  it("adds the preloads a few per task and runs React's, then the framework's chunk, each in a task of its own", async () => {
    // The bootstrap's steps, run against a stand-in document that records what happens in which task.
    const steps: string[] = [];
    const links = ["entry.client-A", "framework-C1_x", "context-B", "react-dom-F", "root-D", "home-E"].map(
      (name) => ({
        getAttribute: () => `/assets/${name}.js`,
      }),
    );
    const head = { append: (l: { href: string }) => steps.push(`preload ${l.href}`) };
    const document = {
      visibilityState: "hidden",
      querySelectorAll: () => links,
      createElement: () => ({}) as { href: string; rel: string },
      head,
    };
    class MessageChannel {
      port1: { onmessage?: () => void } = {};
      port2 = {
        postMessage: () =>
          setTimeout(() => {
            steps.push("next task");
            this.port1.onmessage?.();
          }, 0),
      };
    }
    const importModule = async (url: string) => {
      steps.push(`import ${url}`);
      return {};
    };
    const script = out.slice(out.indexOf(">", out.indexOf('type="module"')) + 1);
    const run = new Function(
      "document",
      "MessageChannel",
      "importModule",
      "window",
      `return (async () => {\n${script.replaceAll("import(", "importModule(")}\n})();`,
    );
    await run(document, MessageChannel, importModule, {});
    expect(steps).toEqual([
      "preload /assets/entry.client-A.js",
      "preload /assets/framework-C1_x.js",
      "preload /assets/context-B.js",
      "next task",
      "preload /assets/react-dom-F.js",
      "preload /assets/root-D.js",
      "preload /assets/home-E.js",
      "next task",
      "import /assets/react-dom-F.js",
      "next task",
      "import /assets/framework-C1_x.js",
      "next task",
      "import /assets/root-C.js",
      "import /assets/home-D.js",
      "import /assets/entry.client-A.js",
    ]);
  });

  it("leaves the context script and the module script's own attributes alone", () => {
    expect(out).toContain('<script>window.__remixContext = {"basename":"/"};</script>');
    expect(out).toContain('<script type="module" async="">');
  });

  it("returns text of another shape unchanged", () => {
    expect(deferHydration("<p>no scripts here</p>")).toBe("<p>no scripts here</p>");
    const withoutImports = SCRIPTS.replace(/import \* as route\d+ from "[^"]+";\n/g, "");
    expect(deferHydration(withoutImports)).toBe(withoutImports);
  });

  it("gives the same page however the stream is cut, characters split across chunks included", async () => {
    const whole = await streamed([Buffer.from(PAGE)]);
    expect(whole).toBe(PAGE.replace(SCRIPTS, out));
    const bytes = Buffer.from(PAGE);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 12 }),
        async (cuts) => {
          const at = [0, ...cuts.sort((a, b) => a - b), bytes.length];
          const chunks = at.slice(1).map((end, i) => bytes.subarray(at[i], end));
          expect(await streamed(chunks)).toBe(whole);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("passes a page without <Scripts> (an error page rendered without JavaScript) through untouched", async () => {
    const page = '<html><body><h1>Página no encontrada</h1><link rel="modulepre';
    expect(await streamed([Buffer.from(page.slice(0, 30)), Buffer.from(page.slice(30))])).toBe(page);
  });
});
