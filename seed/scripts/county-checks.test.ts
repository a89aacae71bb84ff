import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CountyPageViewSchema } from "../../app/content/queries/views";
import type { CountyDocument } from "../../app/content/schemas";
import { buildCounties } from "./counties";
import { checkCountyDocument } from "./county-checks";
import { SeedError } from "./errors";
import {
  EXEMPTION_COLUMNS,
  readOfficialExemptions,
  readOfficialUnitRates,
  UNIT_COLUMNS,
} from "./official-data";
import { findInternalNotes, splitSourceTitle } from "./reader-text";
import { seedPaths } from "./sources";

const counties = buildCounties(seedPaths());
const harris = () => structuredClone(counties.find((c) => c._id === "county.tx.harris")!) as CountyDocument;
const check = (doc: CountyDocument) => () => checkCountyDocument(doc, "seed/data/sources/backbone.csv");

describe("seed validation of a county document", () => {
  it("accepts every county the build writes", () => {
    for (const c of counties) expect(check(c), c._id).not.toThrow();
  });

  it.each([
    ["[status: proposed]", "City of Houston council agenda item [status: proposed]"],
    ["[secondary]", "Ziprent: guide [secondary]"],
    ["see README", "Community Impact: Flood Control District rate, see README"],
    ["AI meeting summary", "Citizen Portal (AI meeting summary): Round Rock ISD sets rate"],
  ])("fails on a reader-facing source title with %s", (_, title) => {
    const unitTitle = harris();
    unitTitle.units![0].source.title = title;
    expect(check(unitTitle)).toThrow(SeedError);
    expect(check(unitTitle)).toThrow(/county\.tx\.harris → units\[0\]\.source\.title: a note for editors/);

    const rateTitle = harris();
    rateTitle.rateSource.title = title;
    expect(check(rateTitle)).toThrow(/rateSource\.title/);
  });

  it("fails on an internal note in a reader-facing note, in either language", () => {
    const doc = harris();
    doc.notes[0].es = `${doc.notes[0].es} (ver README: see README)`;
    expect(check(doc)).toThrow(/notes\[0\]\.es/);
  });

  it("lets the editors' note carry the flags", () => {
    const doc = harris();
    doc.units![0].source.note = "status: proposed; see README; AI meeting summary";
    expect(check(doc)).not.toThrow();
  });

  it("fails on a unit without a source or without a tax year", () => {
    const noSource = harris();
    (noSource.units![1] as { source?: unknown }).source = undefined;
    expect(check(noSource)).toThrow(/units\[1\] \(.+\): a unit needs its source/);
    const noUrl = harris();
    noUrl.units![1].source.url = "";
    expect(check(noUrl)).toThrow(/a unit needs its source/);
    const noYear = harris();
    (noYear.units![2] as { taxYear?: number }).taxYear = undefined;
    expect(check(noYear)).toThrow(/units\[2\] \(.+\): a unit needs its tax year/);
  });

  it("fails on a county with neither an office nor a state-directory link, and accepts either", () => {
    const neither = harris();
    delete neither.office;
    delete neither.officeDirectory;
    expect(check(neither)).toThrow(
      /county\.tx\.harris → office: neither an office nor the state's directory link/,
    );
    const linked = structuredClone(neither);
    linked.officeDirectory = {
      title: { en: "Texas Comptroller: directory", es: "Contralor de Texas: directorio" },
      url: "https://comptroller.texas.gov/taxes/property-tax/county-directory/",
    };
    expect(check(linked)).not.toThrow();
  });
});

describe("reader-facing titles of the shared tables", () => {
  it("move the flags to the editors' note", () => {
    expect(
      splitSourceTitle(
        "Community Impact: Harris County approves rates [status: rate above voter-approval rate; approved by voters as Prop A on 2024-11-05, see README]",
      ),
    ).toEqual({
      title: "Community Impact: Harris County approves rates",
      note: "status: rate above voter-approval rate; approved by voters as Prop A on 2024-11-05, see README",
    });
    expect(
      splitSourceTitle("Tarrant County Citizen Portal (AI meeting summary): JPS sets 2025 rate"),
    ).toEqual({
      title: "Tarrant County Citizen Portal: JPS sets 2025 rate",
      note: "AI meeting summary",
    });
    expect(splitSourceTitle("Houston ISD Legistar: Approval Of 2025 Tax Roll")).toEqual({
      title: "Houston ISD Legistar: Approval Of 2025 Tax Roll",
    });
  });

  it("leave nothing internal in any county the build writes", () => {
    expect(counties.flatMap((c) => findInternalNotes(c))).toEqual([]);
    const flagged = counties.flatMap((c) => c.units ?? []).filter((u) => u.source.note);
    expect(flagged.length).toBeGreaterThan(0);
  });
});

describe("what pages receive", () => {
  it("keeps the editors' notes out: the county views drop every source's and directory's note", () => {
    const withNotes = counties.filter(
      (c) => c.officeDirectory?.note || c.units?.some((u) => u.source.note) || c.rateSource.note,
    );
    expect(withNotes.length).toBeGreaterThan(10);
    const stringNotes = (v: unknown): number =>
      Array.isArray(v)
        ? v.reduce((n: number, x) => n + stringNotes(x), 0)
        : v && typeof v === "object"
          ? Object.entries(v).reduce(
              (n, [k, x]) => n + (k === "note" && typeof x === "string" ? 1 : stringNotes(x)),
              0,
            )
          : 0;
    for (const c of withNotes) {
      expect(stringNotes(c), c._id).toBeGreaterThan(0);
      expect(stringNotes(CountyPageViewSchema.parse(c)), c._id).toBe(0);
    }
  });
});

describe("seed/data/official rows", () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), "official-"))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const good = {
    state: "TX",
    county: "Harris",
    taxing_unit: "Houston Community College",
    unit_kind: "college",
    rate: "0.096182",
    rate_basis: "per100",
    tax_year: "2024",
    status: "adopted",
    source_kind: "official",
    source_title: "Houston Community College: Truth in Taxation, notice of adopted 2024 tax rate",
    source_url: "https://hccs.edu/about-hcc/truth-in-taxation",
    date_read: "2026-11-29",
    quote: "the adopted tax rate of $0.096182",
    note: "",
  };
  const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  function unitsFile(name: string, row: Record<string, string>): string {
    const path = join(dir, name);
    writeFileSync(
      path,
      `${UNIT_COLUMNS.join(",")}\n${UNIT_COLUMNS.map((c) => csvCell(row[c] ?? "")).join(",")}\n`,
    );
    return path;
  }

  it("read a complete row with its status and note", () => {
    const [row] = readOfficialUnitRates(unitsFile("ok.csv", { ...good, note: "carried into 2025" }));
    expect(row).toMatchObject({
      unit: "Houston Community College",
      year: 2024,
      status: "adopted",
      note: "carried into 2025",
    });
  });

  it("fail on a unit without a tax year or without a source", () => {
    expect(() => readOfficialUnitRates(unitsFile("y.csv", { ...good, tax_year: "" }))).toThrow(
      /row 2 \(Houston Community College\) → tax_year: a unit needs its tax year/,
    );
    expect(() => readOfficialUnitRates(unitsFile("s.csv", { ...good, source_url: "" }))).toThrow(
      /→ source: a unit needs its source/,
    );
  });

  it("read the truth-in-taxation statuses and the M&O and debt parts, which must add up", () => {
    const [row] = readOfficialUnitRates(
      unitsFile("p.csv", {
        ...good,
        status: "no-new-revenue",
        rate: "0.090364",
        mo_rate: "0.07",
        debt_rate: "0.020364",
      }),
    );
    expect(row).toMatchObject({
      status: "no-new-revenue",
      moRate: 0.07,
      debtRate: 0.020364,
      sourceKind: "official",
    });
    expect(() =>
      readOfficialUnitRates(unitsFile("q.csv", { ...good, mo_rate: "0.07", debt_rate: "0.02" })),
    ).toThrow(/→ rate: 0.096182 is not its parts' sum \(0.07 \+ 0.02\)/);
  });

  it("fail on a row that does not say whether its source is official or a news report", () => {
    expect(() => readOfficialUnitRates(unitsFile("k.csv", { ...good, source_kind: "" }))).toThrow(
      /→ source_kind: "" is not one of official, secondary/,
    );
    expect(() => readOfficialUnitRates(unitsFile("d.csv", { ...good, date_read: "yesterday" }))).toThrow(
      /→ date_read: "yesterday" is not a date/,
    );
  });

  it("fail on an editors' flag in the source title", () => {
    expect(() =>
      readOfficialUnitRates(unitsFile("t.csv", { ...good, source_title: "HCC notice [secondary]" })),
    ).toThrow(/source_title: "\[secondary" is a note for editors/);
  });

  it("fail on an exemption row without its year", () => {
    const path = join(dir, "ex.csv");
    const row: Record<string, string> = {
      ...good,
      exemption_kind: "over-65 / disabled homestead",
      amount_or_percent: "$5,000",
      tax_year: "",
    };
    writeFileSync(
      path,
      `${EXEMPTION_COLUMNS.join(",")}\n${EXEMPTION_COLUMNS.map((c) => csvCell(row[c] ?? "")).join(",")}\n`,
    );
    expect(() => readOfficialExemptions(path)).toThrow(/a unit needs its tax year/);
  });
});

describe("the build", () => {
  it("fails, naming the county, when a state has no directory link for its unnamed offices", () => {
    const root = mkdtempSync(join(tmpdir(), "seed-"));
    try {
      for (const d of ["data", "states", "content"])
        cpSync(join(seedPaths().root, d), join(root, d), { recursive: true });
      const file = join(root, "data/office-directories.json");
      const json = JSON.parse(readFileSync(file, "utf8"));
      delete json.TX;
      writeFileSync(file, JSON.stringify(json));
      mkdirSync(join(root, "data/official"), { recursive: true });
      expect(() => buildCounties(seedPaths(root))).toThrow(
        /county\.tx\.[a-z-]+ → office: neither an office nor the state's directory link/,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
