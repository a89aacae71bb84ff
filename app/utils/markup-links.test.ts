import { describe, expect, it } from "vitest";
import { routedHref } from "./markup-links";

const PAGE = "https://tx.example.org/counties?q=har";
const plain = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
function link(attrs: Record<string, string>) {
  return { getAttribute: (n: string) => attrs[n] ?? null, hasAttribute: (n: string) => n in attrs };
}

describe("routedHref", () => {
  it("routes a plain click on an in-site link", () => {
    expect(routedHref(plain, link({ href: "/counties/harris" }), PAGE)).toBe("/counties/harris");
    expect(routedHref(plain, link({ href: "/es/condados/bexar", target: "_self" }), PAGE)).toBe(
      "/es/condados/bexar",
    );
    expect(routedHref(plain, link({ href: "https://tx.example.org/faq?q=x#a" }), PAGE)).toBe("/faq?q=x#a");
  });
  it("leaves new-tab and modified clicks, and other buttons, to the browser", () => {
    for (const keys of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
      { defaultPrevented: true },
    ]) {
      expect(routedHref({ ...plain, ...keys }, link({ href: "/counties/harris" }), PAGE)).toBeNull();
    }
    expect(routedHref(plain, link({ href: "/counties/harris", target: "_blank" }), PAGE)).toBeNull();
    expect(routedHref(plain, link({ href: "/report.pdf", download: "" }), PAGE)).toBeNull();
  });
  it("leaves anchors, other sites and clicks outside a link alone", () => {
    expect(routedHref(plain, link({ href: "#rate-source-1" }), PAGE)).toBeNull();
    expect(routedHref(plain, link({ href: "https://comptroller.texas.gov/" }), PAGE)).toBeNull();
    expect(routedHref(plain, link({ href: "//evil.example/x" }), PAGE)).toBeNull();
    // Browsers read a backslash as a slash: this is another site too.
    expect(routedHref(plain, link({ href: "/\\evil.example/x" }), PAGE)).toBeNull();
    expect(routedHref(plain, link({}), PAGE)).toBeNull();
    expect(routedHref(plain, null, PAGE)).toBeNull();
  });
});
