import { describe, expect, it } from "vitest";
import { embedSnippet, EMBED_HEIGHT } from "./embed-snippet";

describe("the embed snippet", () => {
  it("is one titled, full-width, lazily loaded iframe of the embed page", () => {
    const html = embedSnippet({
      src: "https://tax.example/es/insertar/calculadora",
      title: "Calculadora de Texas",
    });
    const frame = startTag(html);
    expect(frame.tag).toBe("iframe");
    expect(frame.attributes).toEqual({
      src: "https://tax.example/es/insertar/calculadora",
      title: "Calculadora de Texas",
      width: "100%",
      height: String(EMBED_HEIGHT),
      loading: "lazy",
      style: "border:0;max-width:100%",
    });
    expect(html.endsWith("></iframe>")).toBe(true);
  });

  it("keeps a title or address with quotes or brackets inside its attribute", () => {
    const html = embedSnippet({
      src: "https://tax.example/embed/calculator?a=1&b=2",
      title: 'The "best" <calculator>',
      height: 900,
    });
    const frame = startTag(html);
    expect(frame.attributes.title).toBe("The &quot;best&quot; &lt;calculator&gt;");
    expect(frame.attributes.src).toBe("https://tax.example/embed/calculator?a=1&amp;b=2");
    expect(frame.attributes.height).toBe("900");
  });
});

/** The one start tag of a snippet: its name and its attributes, raw (no entity decoding). */
function startTag(html: string): { tag: string; attributes: Record<string, string> } {
  const start = /^<([a-z]+)((?:\s+[a-z-]+="[^"]*")*)>/.exec(html);
  if (!start) throw new Error(`not one start tag: ${html}`);
  return {
    tag: start[1],
    attributes: Object.fromEntries([...start[2].matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]])),
  };
}
