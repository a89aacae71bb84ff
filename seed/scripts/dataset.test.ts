import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CountySchema } from "../../app/calculator/engine/schemas";
import { DocumentSchemas, type CountyDocument, type StateConfig } from "../../app/content/schemas";
import { buildDataset, toNdjson } from "./dataset";
import { SeedError } from "./errors";
import { seedPaths } from "./sources";

const first = buildDataset();
const counties = first.documents.filter((d) => d._type === "county") as unknown as CountyDocument[];
const county = (id: string) => counties.find((c) => c._id === id)!;

describe("the seed dataset", () => {
  it("is byte-identical when built twice from the same sources", () => {
    expect(toNdjson(buildDataset().documents)).toBe(toNdjson(first.documents));
  });

  it("shows readers no note meant for editors, in any document", () => {
    const flagged = /see readme|\[status:|\[secondary|ai meeting summary|search-engine capture/i;
    const readerText = (v: unknown, key = ""): string[] =>
      typeof v === "string"
        ? key === "note" || key === "url" || key === "quote"
          ? []
          : [v]
        : Array.isArray(v)
          ? v.flatMap((x) => readerText(x))
          : v && typeof v === "object"
            ? Object.entries(v).flatMap(([k, x]) => readerText(x, k))
            : [];
    expect(first.documents.flatMap((d) => readerText(d).filter((t) => flagged.test(t)))).toEqual([]);
  });

  it("has every county of the four states", () => {
    const count = (s: string) => counties.filter((c) => c.state === s).length;
    expect([count("TX"), count("CA"), count("FL"), count("NY")]).toEqual([254, 58, 67, 62]);
  });

  it("gives every county a document the engine's CountySchema accepts", () => {
    for (const c of counties) {
      const r = CountySchema.safeParse(c);
      expect(r.success, `${c._id}: ${r.success ? "" : r.error.message}`).toBe(true);
    }
  });

  it("validates every document against its type's schema, with unique ids", () => {
    const ids = new Set(first.documents.map((d) => d._id));
    expect(ids.size).toBe(first.documents.length);
    for (const d of first.documents) {
      const schema = DocumentSchemas[d._type as keyof typeof DocumentSchemas];
      expect(schema.safeParse(d).success, d._id).toBe(true);
    }
  });

  it("uses lowercase slugs without the word County", () => {
    for (const id of [
      "county.tx.harris",
      "county.tx.fort-bend",
      "county.tx.el-paso",
      "county.fl.miami-dade",
      "county.fl.st-johns",
      "county.ca.los-angeles",
      "county.ca.san-diego",
      "county.ny.new-york",
      "county.ny.kings",
    ]) {
      expect(county(id), id).toBeDefined();
    }
    expect(counties.every((c) => /^[a-z0-9-]+$/.test(c.slug) && !c.slug.includes("county"))).toBe(true);
  });

  it("marks exactly the five New York City boroughs with nycClass", () => {
    expect(
      counties
        .filter((c) => c.nycClass)
        .map((c) => c.fips)
        .sort(),
    ).toEqual(["36005", "36047", "36061", "36081", "36085"]);
  });

  it("gives Harris County its official unit bill and keeps each figure's source and year", () => {
    const harris = county("county.tx.harris");
    expect(harris).toMatchObject({
      rateKind: "official",
      // 0.3809 + 0.0496 + 0.1876 + 0.0059 + 0.004799 + 0.51919 + 0.8783 + 0.096182 (2025 rates;
      // HCC and HCDE carried from 2024, so the county's oldest year is 2024).
      rate: 2.1225,
      combinedRate: 2.1225,
      rateYear: 2024,
    });
    expect(harris.units?.every((u) => u.source.url.startsWith("http") && u.taxYear >= 2024)).toBe(true);
    expect(harris.unitsArea?.en).toMatch(/City of Houston and Houston ISD/);
  });

  it("uses the aggregate-based rate for top-coded counties and says so", () => {
    for (const id of [
      "county.ny.nassau",
      "county.ny.putnam",
      "county.ny.rockland",
      "county.ny.suffolk",
      "county.ny.westchester",
    ]) {
      const c = county(id);
      expect(c.acs.medianTaxesTopCoded, id).toBe(true);
      expect(c.rateMethod.inputs.acsEffectiveRate, id).toBe(c.acs.effectiveRateAggregate);
      expect(
        c.notes.some((n) => n.en.includes("more than $10,000")),
        id,
      ).toBe(true);
    }
    // Westchester: median-based 1.57% would be too low; aggregate 1.8522% grossed up for STAR.
    expect(county("county.ny.westchester").rate).toBeGreaterThan(1.85);
    expect(county("county.ca.marin").acs.medianTaxesTopCoded).toBe(true);
  });

  it("labels ACS-derived rates as estimates for 2023 with the Census source", () => {
    const lubbock = county("county.tx.lubbock");
    expect(lubbock).toMatchObject({ rateKind: "estimate", rateYear: 2023 });
    expect(lubbock.rateMethod.kind).toBe("acs-gross-up");
    expect(lubbock.rate).toBeGreaterThan(lubbock.acs.effectiveRateAggregate!);
    expect(lubbock.rateSource.url).toMatch(/^https:\/\//);
  });

  it("uses the state fallback, flagged in notes, for Kenedy, King, Loving and Real", () => {
    const rates = ["kenedy", "king", "loving", "real"].map((s) => county(`county.tx.${s}`));
    for (const c of rates) {
      expect(c.rateMethod.kind).toBe("state-fallback");
      expect(c.notes[0].en).toMatch(/population-weighted median/);
    }
    expect(new Set(rates.map((c) => c.rate)).size).toBe(1);
  });

  it("writes state configurations for TX, CA, FL, NY and HUB with counts and an average computed from the counties", () => {
    const configs = first.documents.filter((d) => d._type === "stateConfig") as unknown as StateConfig[];
    expect(configs.map((c) => c._id).sort()).toEqual([
      "stateConfig.ca",
      "stateConfig.fl",
      "stateConfig.hub",
      "stateConfig.ny",
      "stateConfig.tx",
    ]);
    const tx = configs.find((c) => c._id === "stateConfig.tx")!;
    const txCounties = counties.filter((c) => c.state === "TX");
    const weighted =
      txCounties.reduce((s, c) => s + c.rate * c.population.value, 0) /
      txCounties.reduce((s, c) => s + c.population.value, 0);
    expect(tx.stats.countyCount).toBe(254);
    expect(tx.stats.averageRate.value).toBeCloseTo(weighted, 2);
    expect(configs.find((c) => c._id === "stateConfig.hub")!.stats.countyCount).toBe(441);
  });
});

describe("an invalid source", () => {
  function withBrokenCopy(
    file: string,
    edit: (json: Record<string, unknown>) => void,
    run: (root: string) => void,
  ) {
    const root = mkdtempSync(join(tmpdir(), "seed-"));
    try {
      for (const dir of ["data", "states", "content"])
        cpSync(join(seedPaths().root, dir), join(root, dir), { recursive: true });
      const path = join(root, file);
      const json = JSON.parse(readFileSync(path, "utf8"));
      edit(json);
      writeFileSync(path, JSON.stringify(json));
      run(root);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }

  it("stops the build with the file and the field named", () => {
    withBrokenCopy(
      "states/tx.json",
      (j) => ((j.stateName as Record<string, string>).es = ""),
      (root) => {
        const run = () => buildDataset(seedPaths(root));
        expect(run).toThrow(SeedError);
        expect(run).toThrow(/states\/tx\.json: stateConfig\.tx → stateName\.es: /);
      },
    );
  });

  it("builds without `rules`, with a warning, when a state's rules file is absent", () => {
    withBrokenCopy(
      "states/ny.json",
      () => {},
      (root) => {
        rmSync(join(root, "states/ny.rules.json"));
        const { documents, warnings } = buildDataset(seedPaths(root));
        expect(warnings.some((w) => /ny\.rules\.json is missing/.test(w))).toBe(true);
        expect(documents.find((d) => d._id === "stateConfig.ny")).not.toHaveProperty("rules");
        expect(documents.find((d) => d._id === "stateConfig.tx")).toHaveProperty("rules");
      },
    );
  });

  it("refuses a note for editors in a state's reader-facing source title", () => {
    withBrokenCopy(
      "states/ny.rules.json",
      (j) => {
        const rates = (j.nyc as { classRates: { source: { title: string } }[] }).classRates;
        rates[0].source.title += " [secondary; see README]";
      },
      (root) =>
        expect(() => buildDataset(seedPaths(root))).toThrow(
          /stateConfig\.ny → rules\.nyc\.classRates\[0\]\.source\.title: a note for editors/,
        ),
    );
  });

  it("rejects a rules file whose state does not match", () => {
    withBrokenCopy(
      "states/ca.rules.json",
      (j) => (j.state = "FL"),
      (root) => expect(() => buildDataset(seedPaths(root))).toThrow(/ca\.rules\.json: /),
    );
  });
});
