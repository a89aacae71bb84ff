import { describe, expect, it } from "vitest";
import { jsonLdText } from "./PageJsonLd";

describe("JSON-LD in a script element", () => {
  it("cannot close its element, whatever an editor wrote in an answer", () => {
    const text = jsonLdText({ text: "A </script><script>alert(1)</script> & <!-- more" });
    expect(text).not.toMatch(/<|>|&/);
    // Still the same JSON for a reader of structured data.
    expect(JSON.parse(text)).toEqual({ text: "A </script><script>alert(1)</script> & <!-- more" });
  });

  it("escapes the line separators JavaScript once refused in a string", () => {
    expect(jsonLdText({ s: "a\u2028b\u2029c" })).toBe('{"s":"a\\u2028b\\u2029c"}');
  });
});
