// Decision 129 over the built dataset: every rate and exemption a county carries names a source
// that is official (the body that adopts, certifies or collects the figure) or a news report,
// each as the publishers' register classifies its page; no page the register calls no source
// (AI meeting summaries, reposts, realtor and form-seller pages) reaches a county; and a county
// with a rate read from a news report never gets the official badge.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Source, TaxingUnit } from "../../app/calculator/engine/schemas";
import { badgeClass, countyRateBadge } from "../../app/components/county-rate-badge";
import { publisherOf, readPublishers } from "./publishers";
import { seedPaths } from "./sources";

const paths = seedPaths();
const register = readPublishers(`${paths.data}/publishers.json`);
const counties = readFileSync(`${paths.root}/dist/production.ndjson`, "utf8")
  .split("\n")
  .filter(Boolean)
  .map(
    (l) =>
      JSON.parse(l) as {
        _type: string;
        _id: string;
        rateKind: string;
        rateYear: number;
        units?: TaxingUnit[];
      },
  )
  .filter((d) => d._type === "county");

function unitSources(u: TaxingUnit): { where: string; source: Source }[] {
  return [
    { where: `${u.name} (rate)`, source: u.source },
    ...(u.rates ?? []).map((r) => ({ where: `${u.name} (${r.taxYear} ${r.status})`, source: r.source })),
    ...(u.exemptions?.source ? [{ where: `${u.name} (exemptions)`, source: u.exemptions.source }] : []),
    ...(u.exemptionYears ?? []).flatMap((e) =>
      e.source ? [{ where: `${u.name} (${e.taxYear} exemptions)`, source: e.source }] : [],
    ),
  ];
}

const withUnits = counties.filter((c) => (c.units?.length ?? 0) > 0);

describe("sources a reader can trust (decision 129)", () => {
  it("the dataset has counties built from taxing units to check", () => {
    expect(withUnits.length).toBeGreaterThanOrEqual(12);
  });

  it("every unit's rate, yearly rate and exemption names its kind of source, as the register has its page", () => {
    for (const c of withUnits)
      for (const u of c.units!)
        for (const { where, source } of unitSources(u)) {
          const label = `${c._id}: ${where} ← ${source.url}`;
          const publisher = publisherOf(register, source.url);
          expect(publisher, label).toBeDefined();
          expect(publisher!.kind, label).not.toBe("never");
          expect(source.kind, label).toBe(publisher!.kind);
          expect(source.publisher, label).toBe(publisher!.name);
        }
  });

  it("a yearly rate's or exemption's copy of its source carries no editors' note", () => {
    for (const c of withUnits)
      for (const u of c.units!) {
        for (const r of u.rates ?? [])
          expect((r.source as { note?: string }).note, `${c._id} ${u.name}`).toBeUndefined();
        for (const e of u.exemptionYears ?? [])
          expect((e.source as { note?: string } | undefined)?.note, `${c._id} ${u.name}`).toBeUndefined();
      }
    expect(readFileSync(`${paths.root}/dist/production.ndjson`, "utf8")).not.toMatch(/see README/i);
  });

  it("no AI meeting summary, repost, realtor or form-seller page reaches a county", () => {
    const never = Object.entries(register.hosts)
      .filter(([, p]) => p.kind === "never")
      .map(([host]) => host);
    expect(never).toEqual(expect.arrayContaining(["citizenportal.ai", "reportwire.org", "uslegalforms.com"]));
    const text = readFileSync(`${paths.root}/dist/production.ndjson`, "utf8");
    for (const host of never)
      expect(text, host).not.toMatch(new RegExp(`//(www\\.)?${host.replace(/\./g, "\\.")}`));
  });

  it("a county with a rate from a news report never shows the official badge", () => {
    let checked = 0;
    for (const c of withUnits) {
      const badge = countyRateBadge({
        rateKind: c.rateKind as "official",
        rateYear: c.rateYear,
        units: c.units,
      });
      const news = c.units!.some((u) => u.source.kind === "secondary");
      if (news) {
        checked++;
        expect(badgeClass(badge), c._id).not.toBe("official");
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
