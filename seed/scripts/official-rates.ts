// Official unit rates: which published figure to use for each taxing unit, and the bill of a
// representative address built from them. The rules are in docs/decisions/031-official-unit-rates.md.
import { z } from "zod";
import type { TaxingUnit, UnitExemptions, UnitRate } from "../../app/calculator/engine/schemas";
import { LocaleStringSchema, type LocaleString, type StoredSource } from "../../app/content/schemas";
import { slugify } from "../../app/utils/slugify";
import { SeedError } from "./errors";
import { readerSource } from "./reader-text";
import { parseTaxYear, type LocalExemptionRow, type UnitRateRow, type UnitRateStatus } from "./sources";

export type RateStatus = UnitRateStatus;

export interface Classified {
  status: RateStatus;
  /** A news report (decision 129's `secondary`) or a figure its curator marked approximate. */
  weak: boolean;
  /** Decision 129: who published the page. `never` rows are no source and are not used. */
  kind: "official" | "secondary" | "never";
}

/** Reads the flags the data README defines in `source_title`: [status: …], [secondary], AI summaries. */
export function classifySource(title: string): Omit<Classified, "kind"> & { never: boolean } {
  const lower = title.toLowerCase();
  const never =
    lower.includes("[secondary") ||
    lower.includes("ai meeting summary") ||
    lower.includes("search-engine capture");
  const weak = never || lower.includes("[approximate");
  const flag = /\[status:\s*([^\]]*)\]/i.exec(title)?.[1].toLowerCase();
  if (!flag) return { status: "adopted", weak, never };
  if (flag.includes("approved by voters") || flag.includes("voter-approved"))
    return { status: "voter-approved", weak, never };
  if (flag.startsWith("adopted")) return { status: "adopted", weak, never };
  return { status: "proposed", weak, never };
}

/**
 * A row's status and kind of source. A row of seed/data/official states both (the publishers'
 * register must agree); a shared row's flags are read from its title ("[secondary]" marks a
 * realtor page or a search-engine capture there: no source) and its kind from the register.
 */
export function classifyRow(row: UnitRateRow): Classified {
  const registered = row.publisher?.kind;
  if (row.status) {
    const kind = registered === "never" ? "never" : (row.sourceKind ?? registered ?? "never");
    return { status: row.status, weak: kind === "secondary", kind };
  }
  const flags = classifySource(row.sourceTitle);
  const kind = flags.never || registered === undefined ? "never" : registered;
  return { status: flags.status, weak: flags.weak || kind === "secondary", kind };
}

/** The reader's source of a stored row: flags in its title move to the editors' note; its publisher and kind come along. */
export function rowSource(row: {
  sourceTitle: string;
  sourceUrl: string;
  quote?: string;
  note?: string;
  publisher?: { name: string; kind: string };
  dateRead?: string;
}): StoredSource {
  const source = readerSource({
    title: row.sourceTitle,
    url: row.sourceUrl,
    quote: row.quote,
    note: row.note,
  });
  const p = row.publisher;
  return {
    ...source,
    ...(p && p.kind !== "never" && { publisher: p.name, kind: p.kind as "official" | "secondary" }),
    ...(row.dateRead && { read: row.dateRead }),
  };
}

const fromOfficialFolder = (row: UnitRateRow) => row.status !== undefined;

interface Candidate extends Classified {
  row: UnitRateRow & { year: number };
}

/** Rows a bill may use: dated, from a source (never from a `never` page), with a status a bill takes. */
export function usableRows(rows: UnitRateRow[]): Candidate[] {
  return rows
    .filter((r): r is UnitRateRow & { year: number } => r.year !== undefined)
    .map((row) => ({ row, ...classifyRow(row) }))
    .filter((c) => c.kind !== "never");
}

const BILLABLE: RateStatus[] = ["adopted", "voter-approved", "proposed"];

/**
 * The figure a unit shows by default (the engine picks each bill year's own, unit-years.ts): the
 * latest adopted (or voter-approved) figure, an official page before a news report of the same
 * year; a proposed figure only when the unit has nothing adopted. Rows from pages that are no
 * source are never picked.
 */
export function pickRate(rows: UnitRateRow[]): Candidate | undefined {
  const candidates = usableRows(rows).filter((c) => BILLABLE.includes(c.status));
  const latest = (list: Candidate[]) =>
    [...list].sort(
      (a, b) =>
        b.row.year - a.row.year ||
        Number(a.weak) - Number(b.weak) ||
        Number(fromOfficialFolder(b.row)) - Number(fromOfficialFolder(a.row)) ||
        a.row.line - b.row.line,
    )[0];
  const adopted = candidates.filter((c) => c.status !== "proposed");
  return latest(adopted) ?? latest(candidates);
}

/** Every usable figure of a unit, one per tax year and status (an official page before a news report), oldest first. */
export function rateSeries(rows: UnitRateRow[]): UnitRate[] {
  const best = new Map<string, Candidate>();
  for (const c of usableRows(rows)) {
    const key = `${c.row.year}|${c.status}`;
    const cur = best.get(key);
    const better =
      !cur ||
      Number(cur.weak) - Number(c.weak) > 0 ||
      (cur.weak === c.weak && Number(fromOfficialFolder(c.row)) > Number(fromOfficialFolder(cur.row)));
    if (better) best.set(key, c);
  }
  return [...best.values()]
    .sort(
      (a, b) => a.row.year - b.row.year || STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status),
    )
    .map(({ row, status }) => ({
      taxYear: row.year,
      rate: row.rate,
      status,
      ...(row.moRate !== undefined && { moRate: row.moRate }),
      ...(row.debtRate !== undefined && { debtRate: row.debtRate }),
      source: withoutEditorsNote(rowSource(row)),
    }));
}

/**
 * A yearly figure's source as readers get it: the editors' note (a curator's "[status: …], see
 * README" moved out of the title) stays on the CSV row and on the unit's own source, not on
 * every year's copy, which pages read.
 */
function withoutEditorsNote({ note: _note, ...source }: StoredSource): StoredSource {
  return source;
}

const STATUS_ORDER: RateStatus[] = [
  "adopted",
  "voter-approved",
  "proposed",
  "no-new-revenue",
  "voter-approval",
];

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
  /** Units on the bill without a usable rate: the bill's `missing` and units whose figures are all from pages that are no source. */
  notLoaded: LocaleString[];
}

const EXEMPTION_KINDS: Record<string, (keyof UnitExemptions)[]> = {
  "general residence homestead (local option)": ["homesteadPercent"],
  "over-65 / disabled homestead": ["over65Amount", "disabledAmount"],
  "over-65 and disabled homestead": ["over65Amount", "disabledAmount"],
  "over-65 homestead": ["over65Amount"],
  "disabled homestead": ["disabledAmount"],
  "over-65 tax ceiling (local option)": ["over65Ceiling"],
};

/** "20%" → 0.2, "$320,000" → 320000, "yes" (a ceiling the unit adopted); anything else needs an explicit `use`. */
export function parseExemptionAmount(
  text: string,
): { percent?: number; amount?: number; adopted?: true } | undefined {
  if (text.trim().toLowerCase() === "yes") return { adopted: true };
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
  asOf?: number,
): UnitExemptions | undefined {
  if (refs.length === 0) return undefined;
  const out: UnitExemptions = {};
  const years: number[] = [];
  for (const ref of refs) {
    // The latest year (up to `asOf`) wins; on the same year, seed/data/official's row (its lines come after the shared table's).
    const row = rows
      .filter((r) => r.state === bill.state && r.unit === ref.unit && r.kind === ref.kind)
      .filter(isSourceRow)
      .filter((r) => asOf === undefined || (ref.taxYear ?? parseTaxYear(r.yearText) ?? Infinity) <= asOf)
      .sort(
        (a, b) => (parseTaxYear(b.yearText) ?? 0) - (parseTaxYear(a.yearText) ?? 0) || b.line - a.line,
      )[0];
    if (!row && asOf !== undefined) continue;
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
      if (f === "over65Ceiling") {
        if (!parsed.adopted)
          throw new SeedError(file, `${bill.county} → ${unitName}`, `"${row.amount}" is not "yes"`);
        out.over65Ceiling = true;
      } else if (f === "homesteadPercent") {
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
    const figure = parsed.adopted
      ? ""
      : parsed.percent !== undefined
        ? `${round(parsed.percent * 100, 2)}%`
        : money(parsed.amount!);
    const what: LocaleString = parsed.adopted
      ? {
          en: "a tax ceiling (freeze) for homeowners 65 or older or disabled",
          es: "un tope de impuesto (congelamiento) para propietarios de 65 años o más o con discapacidad",
        }
      : fields[0] === "disabledAmount"
        ? {
            en: `an exemption of ${figure} for disabled homeowners`,
            es: `una exención de ${figure} para propietarios con discapacidad`,
          }
        : fields[0] === "homesteadPercent"
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
  if (years.length === 0) return undefined;
  // One source and year per unit in the engine's shape: the oldest year is the conservative label.
  const ordered: UnitExemptions = {};
  for (const k of ["homesteadPercent", "homesteadMinimum", "over65Amount", "disabledAmount"] as const) {
    if (out[k] !== undefined) ordered[k] = out[k];
  }
  if (out.over65Ceiling) ordered.over65Ceiling = true;
  ordered.taxYear = Math.min(...years);
  ordered.source = out.source;
  return ordered;
}

/**
 * The unit's exemptions as they stood in each year its rows name (decision 129): the set for year Y
 * takes each exemption's latest row up to Y, labelled Y. One set when every row is of one year.
 */
function exemptionYears(
  bill: Bill,
  unitName: string,
  refs: Bill["units"][number]["exemptions"],
  rows: LocalExemptionRow[],
  file: string,
): UnitExemptions[] {
  const years = new Set<number>();
  for (const ref of refs)
    for (const r of rows)
      if (r.state === bill.state && r.unit === ref.unit && r.kind === ref.kind && isSourceRow(r)) {
        const y = ref.taxYear ?? parseTaxYear(r.yearText);
        if (y !== undefined) years.add(y);
      }
  return [...years]
    .sort((a, b) => a - b)
    .flatMap((y) => {
      const set = buildExemptions(bill, unitName, refs, rows, file, new Map(), y);
      return set
        ? [{ ...set, taxYear: y, ...(set.source && { source: withoutEditorsNote(set.source) }) }]
        : [];
    });
}

/** An exemption row from a source (decision 129): an official folder's row, or a shared row whose publisher is one. */
function isSourceRow(row: LocalExemptionRow): boolean {
  if (row.sourceKind) return true;
  return (
    row.publisher !== undefined && row.publisher.kind !== "never" && !classifySource(row.sourceTitle).never
  );
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
  const notLoaded: LocaleString[] = [];
  for (const ref of bill.units) {
    const rows = rates.filter(
      (r) => r.state === bill.state && r.county === bill.county && r.unit === ref.unit,
    );
    const id = slugify(ref.unit);
    if (seen.has(id)) throw new SeedError(file, `${bill.county} → units`, `"${ref.unit}" is listed twice`);
    seen.add(id);
    const pick = pickRate(rows);
    // A unit on the bill whose only figures come from pages that are no source stays visible as not loaded.
    if (!pick) {
      if (!rows.some((r) => r.year !== undefined))
        throw new SeedError(
          file,
          `${bill.county} → units`,
          `no dated row in taxing_unit_rates.csv for "${ref.unit}"`,
        );
      notLoaded.push({ en: ref.unit, es: ref.unit });
      continue;
    }
    const { row } = pick;
    const unit: BuiltBill["units"][number] = {
      _key: id,
      id,
      name: ref.unit,
      kind: row.kind as TaxingUnit["kind"],
      basis: row.basis as TaxingUnit["basis"],
      rate: row.rate,
      taxYear: row.year,
      status: pick.status as TaxingUnit["status"],
      source: rowSource(row),
    };
    const series = rateSeries(rows.filter((r) => r.basis === row.basis));
    if (series.length > 1 || series.some((r) => r.status !== pick.status || r.taxYear !== row.year))
      unit.rates = series;
    const ex = buildExemptions(bill, ref.unit, ref.exemptions, exemptions, file, exemptionNotes);
    if (ex) {
      unit.exemptions = ex;
      const byYear = exemptionYears(bill, ref.unit, ref.exemptions, exemptions, file);
      if (byYear.length > 1) unit.exemptionYears = byYear;
    }
    units.push(unit);
    if (pick.status === "proposed") {
      notes.push({
        en: `${ref.unit}: only a proposed rate for ${row.year} is stored (${row.rate} ${basisLabel(row.basis).en}); the adopted rate may differ.`,
        es: `${ref.unit}: solo se tiene una tasa propuesta para ${row.year} (${row.rate} ${basisLabel(row.basis).es}); la tasa adoptada puede ser distinta.`,
      });
    } else if (pick.weak) {
      notes.push({
        en: `${ref.unit}: the ${row.year} rate comes from a news report (${unit.source.title}), not from the unit's own notice.`,
        es: `${ref.unit}: la tasa de ${row.year} proviene de una nota periodística (${unit.source.title}), no del aviso oficial de la entidad.`,
      });
    }
  }
  if (units.length === 0)
    throw new SeedError(file, `${bill.county} → units`, "no unit of the bill has a usable rate");
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
  const absent = [...notLoaded, ...bill.missing];
  if (absent.length > 0) {
    notes.push({
      en: `Not included because no rate from an official notice or a news report of its vote is loaded: ${absent.map((m) => m.en).join("; ")}. The total is therefore lower than a full bill.`,
      es: `No se incluye${absent.length > 1 ? "n" : ""} por no tener cargada una tasa de un aviso oficial o de una nota periodística sobre su votación: ${absent.map((m) => m.es).join("; ")}. Por eso el total es menor que una factura completa.`,
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
    notLoaded: absent,
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
