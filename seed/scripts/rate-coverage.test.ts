import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCoverage } from "./rate-coverage";

describe("npm run seed:coverage", () => {
  const file = join(mkdtempSync(join(tmpdir(), "coverage-")), "d.ndjson");
  writeFileSync(
    file,
    [
      {
        _type: "county",
        state: "TX",
        name: "Harris",
        rateKind: "official",
        units: [{ name: "Houston ISD", taxYear: 2025, source: { kind: "official" } }],
      },
      { _type: "county", state: "TX", name: "Loving", rateKind: "estimate", rateYear: 2023 },
      { _type: "county", state: "FL", name: "Polk", rateKind: "estimate", rateYear: 2023 },
      { _type: "guide", state: "TX" },
    ]
      .map((d) => JSON.stringify(d))
      .join("\n"),
  );

  it("lists each state's counties built from units, with the year asked, and counts the estimates", () => {
    const log: string[] = [];
    const out = { log: (s: string) => log.push(s), error: (s: string) => log.push(s) };
    expect(runCoverage(["--state", "tx", "--year", "2025"], out, file)).toBe(0);
    expect(log.join("\n")).toBe(
      [
        "TX: 2 counties · 1 from taxing units · 0 from one published rate · 1 estimates",
        "  Harris: 1 units loaded, 1 with a 2025 adopted rate · years 2025 · 1 adopted · 1 official, 0 from news reports",
      ].join("\n"),
    );
    expect(runCoverage(["--bogus"], out, file)).toBe(2);
    expect(runCoverage([], out, "/nonexistent.ndjson")).toBe(2);
  });
});
