// Each publisher's bulk file, row by row, to the rows of seed/data/official. What each layout holds
// and where it is published: docs/operations.md ("Loading a state's official rates").
import type { UnitKind } from "../../../app/calculator/engine/schemas";
import type { SheetRow } from "./sheets";
import { decimal, type Converted, type OfficialRow, unitName } from "./rows";

export interface Context {
  year: number;
  file: string;
  read: string;
  /** Stored unit names by nameKey, so a bill's unit keeps its name. */
  known: ReadonlyMap<string, string>;
  /** The county the file is for (California, New York tables are per county). */
  county?: string;
  /** The page the file was downloaded from, where the publisher has no fixed one. */
  url?: string;
  publisher?: string;
}

export interface Source {
  state: "TX" | "FL" | "CA";
  /** Headers the file must have (matched without case or punctuation). */
  required: readonly string[];
  convert(rows: SheetRow[], ctx: Context): Converted;
}

const within = (n: number, max: number) => n >= 0 && n <= max;
/** Parts published with a total must add up to it (to the published precision). */
const addsUp = (total: number, a?: number, b?: number) =>
  a === undefined || b === undefined || Math.abs(a + b - total) < 0.0000015;
const fixed = (n: number | undefined) => (n === undefined ? "" : String(n));

function row(fields: Omit<OfficialRow, "date_read" | "status" | "source_kind">, ctx: Context): OfficialRow {
  return { ...fields, status: "adopted", source_kind: "official", date_read: ctx.read };
}

// ---------------------------------------------------------------------------------------
// Texas Comptroller: "Tax Rates and Levies", one workbook each for counties, cities, school
// districts and special districts (Tax Code 5.091), rates per $100.
// ---------------------------------------------------------------------------------------

const TX_KIND_BY_FILE: [RegExp, UnitKind][] = [
  [/school/i, "school"],
  [/cit(y|ies)/i, "city"],
  [/count(y|ies)/i, "county"],
  [/special/i, "special"],
];

function texasKind(file: string, name: string): UnitKind | undefined {
  const byFile = TX_KIND_BY_FILE.find(([re]) => re.test(file.split("/").pop() ?? file))?.[1];
  if (byFile !== "special") return byFile;
  if (/college/i.test(name)) return "college";
  if (/hospital|health/i.test(name)) return "hospital";
  if (/flood/i.test(name)) return "flood";
  return "special";
}

const TX_WHAT: Record<string, string> = {
  school: "school districts",
  city: "cities",
  county: "counties",
  special: "special districts",
  college: "special districts",
  hospital: "special districts",
  flood: "special districts",
};

export const txComptroller: Source = {
  state: "TX",
  required: ["COUNTY", "TAXING UNIT ID", "TAXING UNIT NAME", "TOTAL TAX RATE"],
  convert(rows, ctx) {
    const out: Converted = { rows: [], refused: [] };
    for (const { row: n, cells } of rows) {
      const name = cells.taxingunitname ?? "";
      const refuse = (reason: string) => out.refused.push({ row: n, unit: name || "—", reason });
      const kind = texasKind(ctx.file, name);
      if (!kind) {
        refuse("the file name does not say which list it is (county, city, school or special district)");
        continue;
      }
      if (!name || !cells.county) {
        refuse("no taxing unit name or county");
        continue;
      }
      if (/^\*|\*$/.test(name) && !/^\*\*|\*\*$/.test(name)) {
        refuse("marked * : the appraisal district did not report this unit's rate");
        continue;
      }
      const total = decimal(cells.totaltaxrate ?? "");
      const mo = decimal(cells.morate ?? "");
      const is = decimal(cells.israte ?? "");
      if (total === undefined || !within(total, 10)) {
        refuse(`total tax rate "${cells.totaltaxrate}" is not a rate per $100 between 0 and 10`);
        continue;
      }
      if (!addsUp(total, mo, is)) {
        refuse(`M&O ${mo} + I&S ${is} is not the total ${total}`);
        continue;
      }
      const unit = unitName(name, ctx.known);
      out.rows.push(
        row(
          {
            state: "TX",
            county: titleCase(cells.county.replace(/\s+county$/i, "")),
            taxing_unit: unit,
            unit_kind: kind,
            rate: String(total),
            rate_basis: "per100",
            tax_year: String(ctx.year),
            mo_rate: fixed(mo),
            debt_rate: fixed(is),
            source_title: `Texas Comptroller of Public Accounts: ${ctx.year} tax rates and levies (${TX_WHAT[kind]})`,
            source_url: ctx.url ?? "https://comptroller.texas.gov/taxes/property-tax/rates/",
            quote: `${cells.taxingunitid} | ${name} | ${cells.totaltaxrate}`,
            note: `Comptroller taxing unit ID ${cells.taxingunitid}; row ${n} of ${ctx.file.split("/").pop()}.`,
          },
          ctx,
        ),
      );
    }
    return out;
  },
};

function titleCase(s: string): string {
  return s
    .trim()
    .toLowerCase()
    .replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

// ---------------------------------------------------------------------------------------
// Florida Department of Revenue: millage by taxing authority (the DR-403 recapitulations the
// property appraisers certify), one row per authority and county, in mills.
// ---------------------------------------------------------------------------------------

function floridaKind(type: string, name: string): UnitKind {
  const t = `${type} ${name}`.toLowerCase();
  if (/school/.test(t)) return "school";
  if (/municipal|city|town|village/.test(type.toLowerCase())) return "city";
  if (/^county|county (general|operating|debt)|board of county/.test(type.toLowerCase())) return "county";
  if (/hospital|health/.test(t)) return "hospital";
  return "special";
}

export const flDor: Source = {
  state: "FL",
  required: ["COUNTY", "TAXING AUTHORITY", "TOTAL MILLAGE"],
  convert(rows, ctx) {
    const out: Converted = { rows: [], refused: [] };
    for (const { row: n, cells } of rows) {
      const name = cells.taxingauthority ?? "";
      const refuse = (reason: string) => out.refused.push({ row: n, unit: name || "—", reason });
      if (!name || !cells.county) {
        refuse("no taxing authority or county");
        continue;
      }
      const total = decimal(cells.totalmillage ?? "");
      const op = decimal(cells.operatingmillage ?? "");
      const debt = decimal(cells.debtmillage ?? cells.voteddebtmillage ?? "");
      if (total === undefined || !within(total, 30)) {
        refuse(`total millage "${cells.totalmillage}" is not a millage between 0 and 30`);
        continue;
      }
      if (!addsUp(total, op, debt)) {
        refuse(`operating ${op} + debt ${debt} is not the total ${total}`);
        continue;
      }
      out.rows.push(
        row(
          {
            state: "FL",
            county: titleCase(cells.county.replace(/\s+county$/i, "")).replace(/^Miami-dade$/, "Miami-Dade"),
            taxing_unit: unitName(name, ctx.known),
            unit_kind: floridaKind(cells.authoritytype ?? "", name),
            rate: String(total),
            rate_basis: "mills",
            tax_year: String(ctx.year),
            mo_rate: fixed(op),
            debt_rate: fixed(debt),
            source_title: `Florida Department of Revenue: ${ctx.year} millage rates by taxing authority`,
            source_url: ctx.url ?? "https://floridarevenue.com/property/Pages/DataPortal.aspx",
            quote: `${cells.county} | ${name} | ${cells.totalmillage}`,
            note: `Row ${n} of ${ctx.file.split("/").pop()}${cells.authoritytype ? `; authority type ${cells.authoritytype}` : ""}.`,
          },
          ctx,
        ),
      );
    }
    return out;
  },
};

// ---------------------------------------------------------------------------------------
// California: an auditor-controller's tax rate area table (TRA, agency, rate in percent) saved
// as CSV. Each agency's voter-approved debt rate is a row; the TRA's total (1% + debt) another.
// ---------------------------------------------------------------------------------------

function californiaKind(agency: string): UnitKind {
  if (/general (tax )?levy|1%|countywide/i.test(agency)) return "county";
  if (/community college|ccd\b|college/i.test(agency)) return "college";
  if (/school|unified|usd\b|union high|elementary/i.test(agency)) return "school";
  if (/^city|city of|city\b/i.test(agency)) return "city";
  return "special";
}

export const caTra: Source = {
  state: "CA",
  required: ["TRA", "AGENCY", "RATE"],
  convert(rows, ctx) {
    const out: Converted = { rows: [], refused: [] };
    const totals = new Map<string, { sum: number; rows: number[] }>();
    for (const { row: n, cells } of rows) {
      const tra = (cells.tra ?? "").replace(/^0+/, "");
      const agency = cells.agency ?? "";
      const refuse = (reason: string) => out.refused.push({ row: n, unit: agency || "—", reason });
      const rate = decimal(cells.rate ?? "");
      if (!/^\d{1,6}$/.test(tra)) {
        refuse(`tax rate area "${cells.tra}" is not a TRA number`);
        continue;
      }
      if (!agency) {
        refuse("no agency");
        continue;
      }
      if (rate === undefined || !within(rate, 2)) {
        refuse(`rate "${cells.rate}" is not a percent between 0 and 2`);
        continue;
      }
      const t = totals.get(tra) ?? { sum: 0, rows: [] };
      t.sum += rate;
      t.rows.push(n);
      totals.set(tra, t);
      const general = californiaKind(agency) === "county" && rate === 1;
      if (general) continue; // the 1% general levy is the state's, not an agency's debt rate
      out.rows.push(
        row(
          {
            state: "CA",
            county: ctx.county!,
            taxing_unit: `${unitName(agency, ctx.known)} (TRA ${tra})`,
            unit_kind: californiaKind(agency),
            rate: String(rate),
            rate_basis: "percent",
            tax_year: String(ctx.year),
            mo_rate: "",
            debt_rate: String(rate),
            source_title: `${ctx.publisher}: ${ctx.year}-${String((ctx.year + 1) % 100).padStart(2, "0")} tax rates, tax rate area ${tra}`,
            source_url: ctx.url!,
            quote: `${cells.tra} | ${agency} | ${cells.rate}`,
            note: `Row ${n} of ${ctx.file.split("/").pop()}.`,
          },
          ctx,
        ),
      );
    }
    for (const [tra, t] of totals) {
      const total = Math.round(t.sum * 1_000_000) / 1_000_000;
      if (total < 1) {
        out.refused.push({
          row: t.rows[0],
          unit: `TRA ${tra}`,
          reason: `the rates add up to ${total}%, below the 1% general levy`,
        });
        continue;
      }
      out.rows.push(
        row(
          {
            state: "CA",
            county: ctx.county!,
            taxing_unit: `Tax rate area ${tra} total (1% + voter-approved debt)`,
            unit_kind: "other",
            rate: String(total),
            rate_basis: "percent",
            tax_year: String(ctx.year),
            mo_rate: "",
            debt_rate: "",
            source_title: `${ctx.publisher}: ${ctx.year}-${String((ctx.year + 1) % 100).padStart(2, "0")} tax rates, tax rate area ${tra}`,
            source_url: ctx.url!,
            quote: `TRA ${tra}: ${t.rows.length} rates`,
            note: `Sum of rows ${t.rows.join(", ")} of ${ctx.file.split("/").pop()}.`,
          },
          ctx,
        ),
      );
    }
    return out;
  },
};

export const SOURCES = { "tx-comptroller": txComptroller, "fl-dor": flDor, "ca-tra": caTra } as const;
