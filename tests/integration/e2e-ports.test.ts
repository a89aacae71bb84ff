// Each end-to-end server has its own port offset (tests/e2e/ports.ts). Two specs that start a
// server on the same offset answer each other's requests when they run at once: the
// zero-delay calculator test met the error-reporting spec's server that way.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const dir = join(import.meta.dirname, "../e2e");
// The servers of playwright.config.ts, which every spec may use.
const SHARED = new Set([0, 1, 2]);

describe("end-to-end port offsets", () => {
  it("no offset is taken by two spec files", () => {
    const owners = new Map<number, string[]>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts"))) {
      const text = readFileSync(join(dir, file), "utf8");
      const offsets = new Set([...text.matchAll(/e2e(?:Port|Url)\((\d+)\)/g)].map((m) => Number(m[1])));
      for (const n of offsets) if (!SHARED.has(n)) owners.set(n, [...(owners.get(n) ?? []), file]);
    }
    const shared = [...owners].filter(([, files]) => files.length > 1);
    expect(shared).toEqual([]);
    expect(owners.size).toBeGreaterThan(5);
  });
});
