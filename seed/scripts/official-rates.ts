// Official unit rates: which published figure to use for each taxing unit, and the bill of a
// representative address built from them. The rules are in docs/decisions/031-official-unit-rates.md.
import { z } from "zod";
import type { TaxingUnit, UnitExemptions } from "../../app/calculator/engine/schemas";
import { LocaleStringSchema, type LocaleString, type StoredSource } from "../../app/content/schemas";
import { slugify } from "../../app/utils/slugify";
import { SeedError } from "./errors";
import { readerSource } from "./reader-text";
import { parseTaxYear, type LocalExemptionRow, type UnitRateRow } from "./sources";

export type RateStatus = "adopted" | "proposed" | "voter-approved";

export interface Classified {
  status: RateStatus;
  /** Secondary pages, search-engine captures, AI meeting summaries and approximations. */
  weak: boolean;
}

/** Reads the flags the data README defines in `source_title`: [status: …], [secondary], AI summaries. */
export function classifySource(title: string): Classified {
  const lower = title.toLowerCase();
  const weak =
    lower.includes("[secondary") ||
    lower.includes("ai meeting summary") ||
    lower.includes("[approximate") ||
    lower.includes("search-engine capture");
  const flag = /\[status:\s*([^\]]*)\]/i.exec(title)?.[1].toLowerCase();
  if (!flag) return { status: "adopted", weak };
  if (flag.includes("approved by voters") || flag.includes("voter-approved"))
    return { status: "voter-approved", weak };
  if (flag.startsWith("adopted")) return { status: "adopted", weak };
  return { status: "proposed", weak };
}

/** A row of seed/data/official states its status; a shared row's flags are read from its title. */
export function classifyRow(row: UnitRateRow): Classified {
  return row.status ? { status: row.status, weak: false } : classifySource(row.sourceTitle);
}

/** The reader's source of a stored row: flags in its title move to the editors' note. */
export function rowSource(row: {
  sourceTitle: string;
  sourceUrl: string;
  quote?: string;
  note?: string;
}): StoredSource {
  return readerSource({ title: row.sourceTitle, url: row.sourceUrl, quote: row.quote, note: row.note });
}

const fromOfficialFolder = (row: UnitRateRow) => row.status !== undefined;

interface Candidate extends Classified {
  row: UnitRateRow & { year: number };
}

/**
 * The figure to use for one unit: the latest adopted (or voter-approved) figure from a primary
 * source; failing that the latest adopted figure from a weaker source; a proposed figure only
 * when the unit has nothing adopted.
 */
export function pickRate(rows: UnitRateRow[]): Candidate | undefined {
  const candidates: Candidate[] = rows
    .filter((r): r is UnitRateRow & { year: number } => r.year !== undefined)
    .map((row) => ({ row, ...classifyRow(row) }));
  const latest = (list: Candidate[]) =>
    [...list].sort(
      (a, b) =>
        b.row.year - a.row.year ||
        Number(fromOfficialFolder(b.row)) - Number(fromOfficialFolder(a.row)) ||
        Number(a.weak) - Number(b.weak) ||
        a.row.line - b.row.line,
    )[0];
  const adopted = candidates.filter((c) => c.status !== "proposed");
  return latest(adopted.filter((c) => !c.weak)) ?? latest(adopted) ?? latest(candidates);
}

/** Percent of value from a rate in its published basis. */
export function toPercent(rate: number, basis: string): number {
  if (basis === "per100" || basis === "percent") return rate;
  if (basis === "mills") return rate / 10;
  throw new Error(`no percent conversion for basis "${basis}"`);
}

export const round = (n: number, places: number) => {
  const f = 10 ** places;
  return Math.round(n * f) / f;
};

export { slugify };

// ---------------------------------------------------------------------------------------
// Representative bills (seed/data/representative-bills.json)
// ---------------------------------------------------------------------------------------

const ExemptionRefSchema = z.object({
  /** `taxing_unit` and `exemption_kind` of a local_exemptions.csv row. */
  unit: z.string().min(1),
  kind: z.string().min(1),
  /** Overrides a cell that is not a single figure ("20% (proposed 2023; 10% approved 2022)"). */
  use: z.string().optional(),
  taxYear: z.number().int().optional(),
  why: LocaleStringSchema.optional(),
});

const BillSchema = z.object({
  state: z.enum(["TX", "FL"]),
  /** The `county` cell of taxing_unit_rates.csv, which is the Census name without "County". */
  county: z.string().min(1),
  area: LocaleStringSchema,
  units: z
    .array(z.object({ unit: z.string().min(1), exemptions: z.array(ExemptionRefSchema).default([]) }))
    .min(1),
  /** Stored units that do not tax this address, and why. */
  excluded: z.array(z.object({ unit: z.string().min(1), why: LocaleStringSchema })).default([]),
  /** Units that tax this address but have no stored rate. */
  missing: z.array(LocaleStringSchema).default([]),
  /** Anything else the reader must know about this bill (an exemption not stored, …). */
  notes: z.array(LocaleStringSchema).optional(),
});
export type Bill = z.infer<typeof BillSchema>;
export const BillsFileSchema = z.object({ bills: z.array(BillSchema) });

export interface BuiltBill {
  units: (TaxingUnit & { _key: string })[];
  /** Sum of the units' rates, percent of value. */
  total: number;
  schoolRate?: number;
  countyRate?: number;
  cityRate?: number;
  specialRate?: number;
  rateYear: number;
  mainSource: TaxingUnit["source"];
  notes: LocaleString[];
}

const EXEMPTION_KINDS: Record<string, (keyof UnitExemptions)[]> = {
  "general residence homestead (local option)": ["homesteadPercent"],
  "over-65 / disabled homestead": ["over65Amount", "disabledAmount"],
  "over-65 and disabled homestead": ["over65Amount", "disabledAmount"],
  "over-65 homestead": ["over65Amount"],
};

/** "20%" → 0.2, "$320,000" → 320000; anything else needs an explicit `use`. */
export function parseExemptionAmount(text: string): { percent?: number; amount?: number } | undefined {
  const pct = /^(\d+(?:\.\d+)?)%$/.exec(text.trim());
  if (pct) return { percent: Number(pct[1]) / 100 };
  const usd = /^\$([\d,]+)$/.exec(text.trim());
  if (usd) return { amount: Number(usd[1].replace(/,/g, "")) };
  return undefined;
}

const money = (n: number) => `$${n.toLocaleString("en-US")}`;

/** One local exemption and the units of the bill that grant it (several units often share one ordinance). */
interface ExemptionNote {
  units: string[];
  what: LocaleString;
  year: number;
  row: LocalExemptionRow;
  why?: LocaleString;
}

function buildExemptions(
  bill: Bill,
  unitName: string,
  refs: Bill["units"][number]["exemptions"],
  rows: LocalExemptionRow[],
  file: string,
  notes: Map<string, ExemptionNote>,
): UnitExemptions | undefined {
  if (refs.length === 0) return undefined;
  const out: UnitExemptions = {};
  const years: number[] = [];
  for (const ref of refs) {
    // The latest year wins; on the same year, seed/data/official's row (its lines come after the shared table's).
    const row = rows
      .filter((r) => r.state === bill.state && r.unit === ref.unit && r.kind === ref.kind)
      .sort(
        (a, b) => (parseTaxYear(b.yearText) ?? 0) - (parseTaxYear(a.yearText) ?? 0) || b.line - a.line,
      )[0];
    if (!row)
      throw new SeedError(
        file,
        `${bill.county} → ${unitName} → exemptions`,
        `no local_exemptions.csv row "${ref.unit}" / "${ref.kind}"`,
      );
    const fields = EXEMPTION_KINDS[row.kind];
    if (!fields)
      throw new SeedError(file, `${bill.county} → ${unitName}`, `unknown exemption kind "${row.kind}"`);
    const parsed = parseExemptionAmount(ref.use ?? row.amount);
    if (!parsed)
      throw new SeedError(
        file,
        `${bill.county} → ${unitName}`,
        `"${row.amount}" is not one figure: give "use" and "why"`,
      );
    const year = ref.taxYear ?? parseTaxYear(row.yearText);
    if (year === undefined)
      throw new SeedError(file, `${bill.county} → ${unitName}`, `no tax year in "${row.yearText}"`);
    years.push(year);
    for (const f of fields) {
      if (f === "homesteadPercent") {
        if (parsed.percent === undefined)
          throw new SeedError(file, `${bill.county} → ${unitName}`, `"${row.amount}" is not a percentage`);
        out.homesteadPercent = parsed.percent;
        // Tax Code 11.13(n): a percentage exemption is at least $5,000 where one is granted.
        if (bill.state === "TX") out.homesteadMinimum = 5000;
      } else {
        if (parsed.amount === undefined)
          throw new SeedError(file, `${bill.county} → ${unitName}`, `"${row.amount}" is not a dollar amount`);
        (out as Record<string, number>)[f] = parsed.amount;
      }
    }
    out.source ??= rowSource(row);
    const figure =
      parsed.percent !== undefined ? `${round(parsed.percent * 100, 2)}%` : money(parsed.amount!);
    const what: LocaleString =
      fields[0] === "homesteadPercent"
        ? {
            en: `a general homestead exemption of ${figure}`,
            es: `una exención general de vivienda principal del ${figure}`,
          }
        : fields.length === 2
          ? {
              en: `an exemption of ${figure} for homeowners 65 or older or disabled`,
              es: `una exención de ${figure} para propietarios de 65 años o más o con discapacidad`,
            }
          : {
              en: `an exemption of ${figure} for homeowners 65 or older`,
              es: `una exención de ${figure} para propietarios de 65 años o más`,
            };
    const noteKey = `${row.line}|${ref.use ?? ""}`;
    const note = notes.get(noteKey) ?? { units: [], what, year, row, why: ref.why };
    note.units.push(unitName);
    notes.set(noteKey, note);
  }
  // One source and year per unit in the engine's shape: the oldest year is the conservative label.
  const ordered: UnitExemptions = {};
  for (const k of ["homesteadPercent", "homesteadMinimum", "over65Amount", "disabledAmount"] as const) {
    if (out[k] !== undefined) ordered[k] = out[k];
  }
  ordered.taxYear = Math.min(...years);
  ordered.source = out.source;
  return ordered;
}

function listOf(names: string[], lang: "en" | "es"): string {
  if (names.length < 2) return names.join("");
  return `${names.slice(0, -1).join(", ")} ${lang === "en" ? "and" : "y"} ${names[names.length - 1]}`;
}

function exemptionNote(n: ExemptionNote): LocaleString {
  const plural = n.units.length > 1;
  return {
    en: `${listOf(n.units, "en")} ${plural ? "grant" : "grants"} ${n.what.en} (tax year ${n.year}; source: ${rowSource(n.row).title}).${n.why ? ` ${n.why.en}` : ""}`,
    es: `${listOf(n.units, "es")} ${plural ? "conceden" : "concede"} ${n.what.es} (año fiscal ${n.year}; fuente: ${rowSource(n.row).title}).${n.why ? ` ${n.why.es}` : ""}`,
  };
}

export function buildBill(
  bill: Bill,
  rates: UnitRateRow[],
  exemptions: LocalExemptionRow[],
  file: string,
): BuiltBill {
  const notes: LocaleString[] = [];
  const exemptionNotes = new Map<string, ExemptionNote>();
  const units: BuiltBill["units"] = [];
  const seen = new Set<string>();
  for (const ref of bill.units) {
    const rows = rates.filter(
      (r) => r.state === bill.state && r.county === bill.county && r.unit === ref.unit,
    );
    const pick = pickRate(rows);
    if (!pick)
      throw new SeedError(
        file,
        `${bill.county} → units`,
        `no dated row in taxing_unit_rates.csv for "${ref.unit}"`,
      );
    const id = slugify(ref.unit);
    if (seen.has(id)) throw new SeedError(file, `${bill.county} → units`, `"${ref.unit}" is listed twice`);
    seen.add(id);
    const { row } = pick;
    const unit: BuiltBill["units"][number] = {
      _key: id,
      id,
      name: ref.unit,
      kind: row.kind as TaxingUnit["kind"],
      basis: row.basis as TaxingUnit["basis"],
      rate: row.rate,
      taxYear: row.year,
      status: pick.status,
      source: rowSource(row),
    };
    const ex = buildExemptions(bill, ref.unit, ref.exemptions, exemptions, file, exemptionNotes);
    if (ex) unit.exemptions = ex;
    units.push(unit);
    if (pick.status === "proposed") {
      notes.push({
        en: `${ref.unit}: only a proposed rate for ${row.year} is stored (${row.rate} ${basisLabel(row.basis).en}); the adopted rate may differ.`,
        es: `${ref.unit}: solo se tiene una tasa propuesta para ${row.year} (${row.rate} ${basisLabel(row.basis).es}); la tasa adoptada puede ser distinta.`,
      });
    } else if (pick.weak) {
      notes.push({
        en: `${ref.unit}: the ${row.year} rate comes from a secondary report (${unit.source.title}); check it against the unit's own notice.`,
        es: `${ref.unit}: la tasa de ${row.year} proviene de una fuente secundaria (${unit.source.title}); verifíquela con el aviso oficial de la entidad.`,
      });
    }
  }
  notes.unshift(...[...exemptionNotes.values()].map(exemptionNote));
  for (const ex of bill.excluded) {
    if (!rates.some((r) => r.state === bill.state && r.county === bill.county && r.unit === ex.unit)) {
      throw new SeedError(file, `${bill.county} → excluded`, `no taxing_unit_rates.csv row for "${ex.unit}"`);
    }
    notes.push({ en: `${ex.unit} is left out: ${ex.why.en}`, es: `${ex.unit} no se incluye: ${ex.why.es}` });
  }
  // A unit whose latest adopted rate is older than the bill's newest says so (issue 14).
  const newest = Math.max(...units.map((u) => u.taxYear));
  for (const u of units.filter((x) => x.taxYear < newest)) {
    notes.push({
      en: `${u.name}: the latest adopted rate found is for tax year ${u.taxYear}; it is used for ${newest} until the ${newest} rate is loaded.`,
      es: `${u.name}: la tasa adoptada más reciente que se encontró es la del año fiscal ${u.taxYear}; se usa para ${newest} hasta que se cargue la de ${newest}.`,
    });
  }
  notes.push(...(bill.notes ?? []));
  if (bill.missing.length > 0) {
    notes.push({
      en: `Not included because no published rate is stored: ${bill.missing.map((m) => m.en).join("; ")}. The total is therefore lower than a full bill.`,
      es: `No se incluye${bill.missing.length > 1 ? "n" : ""} por falta de una tasa publicada: ${bill.missing.map((m) => m.es).join("; ")}. Por eso el total es menor que una factura completa.`,
    });
  }

  const pct = (u: TaxingUnit) => toPercent(u.rate, u.basis);
  const sumOf = (kinds: string[] | null) => {
    const list = units.filter((u) =>
      kinds ? kinds.includes(u.kind) : !["school", "county", "city", "town", "village"].includes(u.kind),
    );
    return list.length
      ? round(
          list.reduce((s, u) => s + pct(u), 0),
          6,
        )
      : undefined;
  };
  const largest = [...units].sort((a, b) => pct(b) - pct(a))[0];
  return {
    units,
    total: round(
      units.reduce((s, u) => s + pct(u), 0),
      6,
    ),
    schoolRate: sumOf(["school"]),
    countyRate: sumOf(["county"]),
    cityRate: sumOf(["city", "town", "village"]),
    specialRate: sumOf(null),
    rateYear: Math.min(...units.map((u) => u.taxYear)),
    mainSource: largest.source,
    notes,
  };
}

export function basisLabel(basis: string): LocaleString {
  switch (basis) {
    case "per100":
      return { en: "per $100 of value", es: "por cada $100 de valor" };
    case "mills":
      return { en: "mills (per $1,000 of value)", es: "milésimas (por cada $1,000 de valor)" };
    case "percent":
      return { en: "percent of value", es: "por ciento del valor" };
    default:
      return { en: basis, es: basis };
  }
}
