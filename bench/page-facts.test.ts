import { describe, expect, it } from "vitest";
import { htmlFacts, inlineLoaderData } from "./page-facts";

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe("what a page's HTML says about its first paint", () => {
  it("counts the bytes of the inline scripts that carry Remix's loader data, and only those", () => {
    const data = `window.__remixContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\",\\"é\\"]");`;
    const html = page(
      `<script>document.documentElement.setAttribute("data-js","")</script>`,
      `<script>window.__remixContext = {"basename":"/"};</script>` +
        `<script>${data}</script>` +
        `<script>window.__remixContext.streamController.close();</script>` +
        `<script type="application/ld+json">{"@type":"WebApplication"}</script>`,
    );
    expect(htmlFacts(html).loaderDataBytes).toBe(Buffer.byteLength(data));
    expect(Buffer.byteLength(data)).toBe(data.length + 1);
    expect(htmlFacts(page("", "<p>no scripts</p>")).loaderDataBytes).toBe(0);
    expect(inlineLoaderData(html)).toBe('[{"_1":2},"loaderData","é"]');
  });

  it("counts the JSON blocks a page whose hydration is deferred hands Remix, and reads them the same", () => {
    const blocks = ['[{"_1":2},"loaderData","\\u003c/p>é"]\n', 'P3:"más"\n'];
    const html = page(
      "",
      `<script type="application/json" id="remix-boot">{"context":{"basename":"/"}}</script>` +
        blocks.map((b) => `<script type="application/json" class="remix-data">${b}</script>`).join("") +
        `<script type="application/json"></script>`,
    );
    expect(htmlFacts(html).loaderDataBytes).toBe(Buffer.byteLength(blocks.join("")));
    expect(inlineLoaderData(html)).toBe(blocks.join(""));
  });

  it("counts the stylesheets that block rendering: not print ones, alternates, preloads or icons", () => {
    const head = [
      `<link rel="stylesheet" href="/assets/site.css"/>`,
      `<link href="/assets/b.css" rel="stylesheet">`,
      `<link rel='stylesheet' href='/c.css' media="screen and (min-width: 40em)">`,
      `<link rel="stylesheet" href="/print.css" media="print">`,
      `<link rel="alternate stylesheet" href="/alt.css" title="Alt">`,
      `<link rel="preload" as="style" href="/d.css">`,
      `<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>`,
      `<link data-rel="modulepreload" href="/assets/entry.js"/>`,
      `<link rel="stylesheet" href="/off.css" disabled>`,
    ].join("");
    expect(htmlFacts(page(head, "")).renderBlockingStylesheets).toBe(3);
    expect(htmlFacts(page(`<style>p{color:red}</style>`, "")).renderBlockingStylesheets).toBe(0);
  });
});
