import { describe, expect, it } from "vitest";
import { routedHref } from "./markup-links";

const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
function link(attrs: Record<string, string>) {
  return { getAttribute: (n: string) => attrs[n] ?? null, hasAttribute: (n: string) => n in attrs };
}

describe("routedHref", () => {
  it("routes a plain click on an in-site link", () => {
    expect(routedHref(plain, link({ href: "/counties/harris" }))).toBe("/counties/harris");
    expect(routedHref(plain, link({ href: "/es/condados/bexar", target: "_self" }))).toBe("/es/condados/bexar");
  });
  it("leaves new-tab and modified clicks, and other buttons, to the browser", () => {
    for (const keys of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }, { defaultPrevented: true }]) {
      expect(routedHref({ ...plain, ...keys }, link({ href: "/counties/harris" }))).toBeNull();
    }
    expect(routedHref(plain, link({ href: "/counties/harris", target: "_blank" }))).toBeNull();
    expect(routedHref(plain, link({ href: "/report.pdf", download: "" }))).toBeNull();
  });
  it("leaves anchors, other sites and clicks outside a link alone", () => {
    expect(routedHref(plain, link({ href: "#rate-source-1" }))).toBeNull();
    expect(routedHref(plain, link({ href: "https://comptroller.texas.gov/" }))).toBeNull();
    expect(routedHref(plain, link({ href: "//evil.example/x" }))).toBeNull();
    expect(routedHref(plain, null)).toBeNull();
  });
});
