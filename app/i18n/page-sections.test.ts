import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_SECTIONS } from "./page-sections";

const APP = join(__dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === "locales" || name === "overlays" || name === "__fixtures__" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|server)\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the browser's dictionary split", () => {
  for (const lang of ["en", "es"] as const) {
    it(`${lang}: the core and the page sections together are the whole dictionary, each section once`, async () => {
      const whole = (await import(`./locales/${lang}/index.ts`)).default as Record<string, unknown>;
      const core = (await import(`./locales/${lang}/core.ts`)).default as Record<string, unknown>;
      const coreKeys = Object.keys(core);
      expect(coreKeys.filter((k) => (PAGE_SECTIONS as readonly string[]).includes(k))).toEqual([]);
      expect([...coreKeys, ...PAGE_SECTIONS].sort()).toEqual(Object.keys(whole).sort());
    });
  }

  // A module that looks up a page section's keys without asking for the section would render
  // raw keys in the browser, and fail hydration, on any page that did not ask for it otherwise.
  it("every browser module that uses a page section's keys asks for that section", () => {
    const missing: string[] = [];
    for (const file of sourceFiles(APP)) {
      const text = readFileSync(file, "utf8");
      // Only a top-level `await withSections(...)` holds the module (and its page) back until the keys are there.
      const asked = new Set(
        [...text.matchAll(/^await withSections\(([^)]*)\);/gm)].flatMap((m) =>
          [...m[1].matchAll(/"(\w+)"/g)].map((q) => q[1]),
        ),
      );
      for (const section of PAGE_SECTIONS) {
        // "counties.title", `counties.sort${x}` and `counties.${x}` all name the section.
        if (new RegExp(`["'\`]${section}\\.[a-zA-Z$]`).test(text) && !asked.has(section))
          missing.push(`${relative(APP, file)}: ${section}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
