import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../server/security.mjs";
import { BOOT_SCRIPT, deferHydration } from "./hydrate-after-paint.server";

// The end of a page as Remix 2.17's <Scripts> and single fetch render it (shortened: two
// preloads), with loader data holding what must not end a script: a closing tag and a comment.
const CONTEXT_SCRIPT =
  '<script>window.__remixContext = {"basename":"/","future":{"v3_singleFetch":true},"isSpaMode":false};' +
  "window.__remixContext.stream = new ReadableStream({start(controller){window.__remixContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());</script>";
const MODULE_SCRIPT =
  '<script type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\nimport * as route1 from "/assets/home-D.js";\n' +
  'window.__remixManifest = {\n  "entry": {\n    "module": "/assets/entry.client-A.js"\n  },\n  "routes": {\n    "root": {\n      "id": "root"\n    }\n  }\n};\n' +
  'window.__remixRouteModules = {"root":route0,"page:/es":route1};\n\nimport("/assets/entry.client-A.js");</script>';
const LOADER_DATA = ['[{"_1":2},"title","Condado de Béxar \u003c/script>\u003c!-- año"]\n', 'P3:"más"\n'];
// Remix escapes `<` in the literal it writes (escapeHtml); the stand-in does the same.
const literal = (chunk: string) => JSON.stringify(chunk).replaceAll("<", "\\u003c");
const PAGE =
  '<!DOCTYPE html><html lang="es"><head><title>Calculadora — Texas</title></head><body><main><p>Año fiscal 2026</p></main>' +
  '<script>document.documentElement.setAttribute("data-js","")</script>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/react-dom-B.js"/>' +
  CONTEXT_SCRIPT +
  MODULE_SCRIPT +
  "</body></html><!--$-->" +
  LOADER_DATA.map(
    (c) => `<script>window.__remixContext.streamController.enqueue(${literal(c)});</script>`,
  ).join("") +
  "<!--$--><script>window.__remixContext.streamController.close();</script><!--/$--><!--/$-->";

const out = deferHydration(PAGE);
const scripts = [...out.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, text]) => ({
  attributes,
  text,
}));
const boot = JSON.parse(scripts.find((s) => s.attributes.includes('id="remix-boot"'))!.text);

describe("hydration held back until the first paint, from one shared bootstrap", () => {
  it("keeps the page before <Scripts> as it was", () => {
    expect(out.startsWith(PAGE.slice(0, PAGE.indexOf("<link")))).toBe(true);
  });

  it("makes every preload link inert, so nothing is fetched while the page paints", () => {
    expect(out).not.toMatch(/\srel="modulepreload"/);
    expect(out.match(/<link data-rel="modulepreload" href="[^"]+"\/>/g)).toEqual([
      '<link data-rel="modulepreload" href="/assets/entry.client-A.js"/>',
      '<link data-rel="modulepreload" href="/assets/react-dom-B.js"/>',
    ]);
  });

  it("keeps each script element in its place, so React's hydration meets the elements it rendered", () => {
    const before = [...PAGE.matchAll(/<(script|link)\b/g)].map((m) => m[1]);
    const after = [...out.matchAll(/<(script|link)\b/g)].map((m) => m[1]);
    expect(after).toEqual(before);
  });

  it("hands the bootstrap Remix's context, the page's manifest, its route modules and its entry as data", () => {
    expect(boot).toEqual({
      context: { basename: "/", future: { v3_singleFetch: true }, isSpaMode: false },
      manifest: { entry: { module: "/assets/entry.client-A.js" }, routes: { root: { id: "root" } } },
      routes: { root: "/assets/root-C.js", "page:/es": "/assets/home-D.js" },
      entry: "/assets/entry.client-A.js",
    });
    expect(scripts.find((s) => s.attributes.includes('id="remix-boot"'))!.attributes).toContain(
      'type="application/json"',
    );
    expect(out).toContain(`<script type="module" async="">${BOOT_SCRIPT}</script></body>`);
  });

  it("keeps the loader data's text, in order, in blocks no closing tag or comment can cut", () => {
    const data = scripts.filter((s) => s.attributes.includes('class="remix-data"'));
    expect(data.map((d) => d.attributes.includes('type="application/json"'))).toEqual([true, true]);
    for (const d of data) expect(d.text).not.toContain("<");
    // What the bootstrap reads (textContent) is each line of Remix's stream, which turbo-stream
    // decodes line by line as JSON: `\u003c` there is `<`.
    const text = data.map((d) => d.text).join("");
    expect(
      text
        .split("\n")
        .map((line) => (line.startsWith("P3:") ? JSON.parse(line.slice(3)) : JSON.parse(line || "null"))),
    ).toEqual([JSON.parse(LOADER_DATA[0]), "más", null]);
    expect(out).not.toContain("streamController");
  });

  it("leaves the page one script of its own to allow, the same on every page", () => {
    expect(inlineScriptHashes(out)).toEqual(
      inlineScriptHashes(
        `<script>document.documentElement.setAttribute("data-js","")</script><script type="module">${BOOT_SCRIPT}</script>`,
      ),
    );
    const other = deferHydration(PAGE.replaceAll("home-D", "guide-E").replace("Año fiscal", "Guía"));
    expect(inlineScriptHashes(other)).toEqual(inlineScriptHashes(out));
  });

  it("puts a `$` in the page's data in as it is", () => {
    const dollars = deferHydration(PAGE.replace('"basename":"/"', () => '"basename":"/$&$1"'));
    expect(JSON.parse(/id="remix-boot">([^<]*)</.exec(dollars)![1]).context.basename).toBe("/$&$1");
  });

  it("returns a page of another shape unchanged", () => {
    expect(deferHydration("<p>no scripts here</p>")).toBe("<p>no scripts here</p>");
    const withoutImports = PAGE.replace(/import \* as route\d+ from "[^"]+";\n/g, "");
    expect(deferHydration(withoutImports)).toBe(withoutImports);
    const withoutContext = PAGE.replace(CONTEXT_SCRIPT, "<script></script>");
    expect(deferHydration(withoutContext)).toBe(withoutContext);
  });
});

/** Runs a script's text as an async function of the given globals, `import(` going to `importModule`. */
function runScript(text: string, globals: Record<string, unknown>): Promise<void> {
  const names = Object.keys(globals);
  const run = new Function(
    ...names,
    `return (async () => {\n${text.replaceAll("import(", "importModule(")}\n})();`,
  );
  return run(...names.map((n) => globals[n]));
}

describe("the module script every page runs (after-first-paint.js)", () => {
  it("is the same minified code on every page, importing the bootstrap's file of the build", () => {
    const source = readFileSync(new URL("./after-first-paint.js", import.meta.url), "utf8");
    expect(source).toContain("// ");
    expect(BOOT_SCRIPT).not.toMatch(/\/[/*]|\n/);
    expect(BOOT_SCRIPT.length).toBeLessThan(source.length / 2);
    expect(BOOT_SCRIPT).toMatch(/import\("[^"]*\/hydrate-boot[^"]*"\);?$/);
  });

  it("imports the bootstrap only once the page has painted its first content", async () => {
    const steps: string[] = [];
    let painted: (() => void) | undefined;
    class PerformanceObserver {
      static supportedEntryTypes = ["paint"];
      constructor(private callback: (list: unknown, observer: unknown) => void) {}
      observe() {
        painted = () =>
          this.callback(
            { getEntriesByName: (name: string) => (name === "first-contentful-paint" ? [{}] : []) },
            this,
          );
      }
      disconnect() {
        steps.push("observer off");
      }
    }
    const done = runScript(BOOT_SCRIPT, {
      document: { visibilityState: "visible" },
      PerformanceObserver,
      setTimeout: (go: () => void, ms: number) => (ms === 0 ? setTimeout(go, 0) : undefined),
      importModule: async (url: string) => steps.push(`import ${url.replace(/.*\//, "")}`),
    });
    await new Promise((go) => setTimeout(go, 5));
    expect(steps).toEqual([]);
    painted!();
    await done;
    expect(steps).toEqual(["observer off", expect.stringMatching(/^import hydrate-boot/)]);
  });
});

describe("the bootstrap (hydrate-boot.js)", () => {
  it("adds the preloads a few per task, runs React's then the framework's chunk each in a task, then hands over to Remix", async () => {
    // The file's steps, run against a stand-in document that records what happens in which task.
    const steps: string[] = [];
    const links = ["entry.client-A", "framework-C1_x", "context-B", "react-dom-F", "root-D", "home-E"].map(
      (name) => ({ getAttribute: () => `/assets/${name}.js` }),
    );
    const blocks: Record<string, { textContent: string }[]> = {
      "link[data-rel=modulepreload]": links as never,
      "script.remix-data": [{ textContent: '[{"_1":2},"a"]\n' }, { textContent: 'P3:"b"\n' }],
    };
    const document = {
      querySelectorAll: (selector: string) => blocks[selector],
      getElementById: (id: string) => (id === "remix-boot" ? { textContent: JSON.stringify(boot) } : null),
      createElement: () => ({}) as { href: string; rel: string },
      head: { append: (l: { href: string }) => steps.push(`preload ${l.href}`) },
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
    const window: Record<string, unknown> = {};
    const importModule = async (url: string) => {
      steps.push(`import ${url}`);
      if (url.includes("entry.client")) steps.push(`context set: ${"__remixContext" in window}`);
      return { url };
    };
    const source = readFileSync(new URL("./hydrate-boot.js", import.meta.url), "utf8");
    await runScript(source, { document, MessageChannel, importModule, window });
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
      "context set: true",
    ]);
    expect(window.__remixManifest).toEqual(boot.manifest);
    expect(window.__remixRouteModules).toEqual({
      root: { url: "/assets/root-C.js" },
      "page:/es": { url: "/assets/home-D.js" },
    });
    const context = window.__remixContext as { basename: string; stream: ReadableStream<Uint8Array> };
    expect(context.basename).toBe("/");
    expect(await new Response(context.stream).text()).toBe('[{"_1":2},"a"]\nP3:"b"\n');
  });
});
