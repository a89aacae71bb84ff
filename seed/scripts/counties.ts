// County documents: the backbone's 441 counties, each with the best rate the sources support
// (official units > official tax-rate-area or class rate > ACS estimate > state fallback).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { CountySchema, type StarSegment } from "../../app/calculator/engine/schemas";
import { slugify } from "../../app/utils/slugify";
import {
  CountyDocumentSchema,
  LocaleStringSchema,
  OfficeDirectorySchema,
  OfficeSchema,
  type CountyDocument,
  type LocaleString,
} from "../../app/content/schemas";
import { checkCountyDocument } from "./county-checks";
import { SeedError, validate } from "./errors";
import {
  acsEffectiveRate,
  californiaStatewideRate,
  EstimateParametersSchema,
  grossUpFlorida,
  grossUpNewYork,
  grossUpTexas,
  weightedMedian,
  type EstimateParameters,
  type GrossUp,
} from "./estimates";
import { readOfficialData } from "./official-data";
import { readPublishers, withPublishers } from "./publishers";
import { readStarSegments } from "./star-segments";
import {
  basisLabel,
  BillsFileSchema,
  buildBill,
  type BuiltBill,
  classifyRow,
  classifySource,
  pickRate,
  round,
  rowSource,
  toPercent,
} from "./official-rates";
import {
  readBackbone,
  readJson,
  readLocalExemptions,
  readUnitRates,
  type BackboneRow,
  type CalcState,
  type SeedPaths,
  type UnitRateRow,
} from "./sources";

// seed/data/offices.json: offices this builder sourced, by FIPS; the kind follows the state.
const DataOfficeSchema = OfficeSchema.omit({ kind: true });
const OfficesFileSchema = z.object({
  offices: z.record(z.string().regex(/^\d{5}$/), DataOfficeSchema),
  nyc: DataOfficeSchema,
});

// seed/data/official/{state}/offices.json: more offices in the same shape, one file per state
// (each office cited from its own or its county's official page); a FIPS code may appear once.
const StateOfficesFileSchema = OfficesFileSchema.pick({ offices: true });
const STATE_OFFICE_DIRS: Partial<Record<CalcState, string>> = { FL: "fl", CA: "ca", NY: "ny" };

export function readStateOffices(
  dataDir: string,
  backbone: BackboneRow[],
  taken: Record<string, unknown>,
): Record<string, z.infer<typeof DataOfficeSchema>> {
  const out: Record<string, z.infer<typeof DataOfficeSchema>> = {};
  for (const [state, dir] of Object.entries(STATE_OFFICE_DIRS)) {
    const file = join(dataDir, "official", dir, "offices.json");
    if (!existsSync(file)) continue;
    const { offices } = validate(StateOfficesFileSchema, readJson(file), file, "offices");
    for (const [fips, office] of Object.entries(offices)) {
      if (!backbone.some((r) => r.fips === fips && r.state === state))
        throw new SeedError(file, `offices → ${fips}`, `no ${state} county with this FIPS code`);
      if (fips in taken || fips in out)
        throw new SeedError(file, `offices → ${fips}`, "this county already has an office in another file");
      out[fips] = office;
    }
  }
  return out;
}

// seed/content/offices.json: the county assessor directory the content writers keep. It wins
// over seed/data/offices.json for the counties it lists.
const ContentOfficesSchema = z.array(
  OfficeSchema.extend({
    state: z.enum(["TX", "CA", "FL", "NY"]),
    countySlug: z.string().regex(/^[a-z0-9-]+$/),
  }),
);
type Office = z.infer<typeof OfficeSchema>;

// seed/data/office-directories.json: each state's official list of offices, linked from a
// county whose own office is not named.
export const OfficeDirectoriesSchema = z
  .object({
    TX: OfficeDirectorySchema,
    CA: OfficeDirectorySchema,
    FL: OfficeDirectorySchema,
    NY: OfficeDirectorySchema,
  })
  .partial();

const OFFICE_KIND: Record<CalcState, Office["kind"]> = {
  TX: "appraisal-district",
  CA: "assessor",
  FL: "property-appraiser",
  NY: "assessor",
};

export const STATE_NAMES: Record<CalcState, LocaleString> = {
  TX: { en: "Texas", es: "Texas" },
  CA: { en: "California", es: "California" },
  FL: { en: "Florida", es: "Florida" },
  NY: { en: "New York", es: "Nueva York" },
};

const NYC_BOROUGH: Record<string, string> = {
  "36005": "the Bronx",
  "36047": "Brooklyn",
  "36061": "Manhattan",
  "36081": "Queens",
  "36085": "Staten Island",
};

/** "St. Johns County" → "St. Johns"; the Census names of all four states end in " County". */
export function shortName(censusName: string): string {
  return censusName.replace(/ County$/, "");
}

/** Lowercase, hyphens, without the word County: harris, fort-bend, st-johns, miami-dade. */
export function countySlug(censusName: string): string {
  return slugify(shortName(censusName));
}

const fmt = (n: number, places = 2) => n.toFixed(places);
const usd = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;

type Estimate =
  | { kind: "acs-gross-up"; effective: number; gross: GrossUp; value: number }
  | { kind: "state-fallback"; rate: number }
  | { kind: "ca-statewide-average"; rate: number; levyRate: number };

function grossUp(state: CalcState, effective: number, value: number, p: EstimateParameters): GrossUp {
  if (state === "TX") return grossUpTexas(effective, value, p.TX);
  if (state === "FL") return grossUpFlorida(effective, value, p.FL);
  if (state === "NY") return grossUpNewYork(effective, value, p.NY);
  throw new Error(`no ACS gross-up for ${state}`);
}

/** The ACS-based nominal estimate, or undefined when the county lacks the figures it needs. */
export function acsEstimate(
  row: BackboneRow,
  p: EstimateParameters,
): Extract<Estimate, { kind: "acs-gross-up" }> | undefined {
  const effective = acsEffectiveRate(row);
  const value = row.medianHomeValue;
  if (row.state === "CA" || effective === undefined || value === undefined || effective <= 0)
    return undefined;
  return { kind: "acs-gross-up", effective, value, gross: grossUp(row.state, effective, value, p) };
}

function estimateNote(row: BackboneRow, e: Extract<Estimate, { kind: "acs-gross-up" }>): LocaleString {
  const exemption: Record<"TX" | "FL" | "NY", LocaleString> = {
    TX: {
      en: "the school homestead exemption of those years ($25,000, then $40,000 from 2022) on the school share of the bill",
      es: "la exención escolar de vivienda principal de esos años ($25,000 y, desde 2022, $40,000) sobre la parte escolar de la factura",
    },
    FL: {
      en: "the homestead exemption of those years ($25,000 on every levy plus up to $25,000 more on non-school levies)",
      es: "la exención de vivienda principal de esos años ($25,000 sobre todos los gravámenes y hasta $25,000 más sobre los no escolares)",
    },
    NY: {
      en: "the basic STAR exemption ($30,000 of value) on the school share of the bill",
      es: "la exención STAR básica ($30,000 de valor) sobre la parte escolar de la factura",
    },
  };
  const ex = exemption[row.state as "TX" | "FL" | "NY"];
  const rate = fmt(e.gross.rate);
  return {
    en: `Estimated rate. Homeowners in this county paid ${fmt(e.effective)}% of their homes' value in property taxes (Census ACS 2019–2023). Adding back ${ex.en} for a home at the county's median value (${usd(e.value)}) gives ${rate}%: the rate before exemptions, to which the calculator applies yours. Your address's own rate depends on its city, school district and special districts.`,
    es: `Tasa estimada. Los propietarios de este condado pagaron el ${fmt(e.effective)}% del valor de sus viviendas en impuestos prediales (Censo, ACS 2019–2023). Al sumar de nuevo ${ex.es} para una vivienda del valor mediano del condado (${usd(e.value)}) resulta ${rate}%: la tasa antes de exenciones, a la que la calculadora aplica las suyas. La tasa de su dirección depende de su ciudad, distrito escolar y distritos especiales.`,
  };
}

const TOP_CODED_NOTE: LocaleString = {
  en: "The Census reports this county's median tax only as “more than $10,000”, so a rate from the median would be too low; the figures here use total taxes ÷ total value instead.",
  es: "El Censo solo informa la mediana de impuestos de este condado como “más de $10,000”, por lo que una tasa basada en la mediana sería demasiado baja; aquí se usa el total de impuestos ÷ el valor total.",
};

/** Stored unit figures a county has but that do not make a complete bill: shown, not summed. */
/**
 * A bill is the county's rate only when it has the school levy and a county or city levy
 * (decision 031): without them the sum of a few special districts would pass for a whole bill.
 * A unit whose only figures come from pages that are no source (decision 129) can take a bill
 * below that line; the county then keeps its estimate and lists the rates it has.
 */
function coversGeneralLevies(built: BuiltBill): boolean {
  const kinds = new Set(built.units.map((u) => u.kind));
  return kinds.has("school") && (kinds.has("county") || kinds.has("city"));
}

function partialUnitsNote(rows: UnitRateRow[]): LocaleString | undefined {
  const byUnit = new Map<string, UnitRateRow[]>();
  for (const r of rows) byUnit.set(r.unit, [...(byUnit.get(r.unit) ?? []), r]);
  const parts: { en: string; es: string }[] = [];
  for (const [unit, list] of [...byUnit.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const pick = pickRate(list);
    if (!pick) continue;
    const { row, status } = pick;
    const label = basisLabel(row.basis);
    const kind = status === "proposed" ? { en: ", proposed", es: ", propuesta" } : { en: "", es: "" };
    parts.push({
      en: `${unit}: ${row.rate} ${label.en} (${row.year}${kind.en})`,
      es: `${unit}: ${row.rate} ${label.es} (${row.year}${kind.es})`,
    });
  }
  if (parts.length === 0) return undefined;
  return {
    en: `Published rates stored for some taxing units here, not enough for a complete bill, so the estimate above is used: ${parts.map((p) => p.en).join("; ")}.`,
    es: `Tasas publicadas registradas para algunas entidades tributarias de aquí, insuficientes para una factura completa, por lo que se usa la estimación anterior: ${parts.map((p) => p.es).join("; ")}.`,
  };
}

interface Context {
  params: EstimateParameters;
  rates: UnitRateRow[];
  paths: SeedPaths;
  /** New York: the Tax Department's STAR segments by county name (decision 130). */
  starSegments: Map<string, StarSegment[]>;
}

export function buildCounties(paths: SeedPaths): CountyDocument[] {
  const paramsFile = join(paths.data, "estimate-parameters.json");
  const params = validate(EstimateParametersSchema, readJson(paramsFile), paramsFile, "estimate parameters");
  const billsFile = join(paths.data, "representative-bills.json");
  const bills = validate(BillsFileSchema, readJson(billsFile), billsFile, "bills").bills;
  const officesFile = join(paths.data, "offices.json");
  const offices = validate(OfficesFileSchema, readJson(officesFile), officesFile, "offices");
  const directoryFile = join(paths.content, "offices.json");
  const directory = existsSync(directoryFile)
    ? validate(ContentOfficesSchema, readJson(directoryFile), directoryFile, "offices")
    : [];
  const directoriesFile = join(paths.data, "office-directories.json");
  const directories = existsSync(directoriesFile)
    ? validate(OfficeDirectoriesSchema, readJson(directoriesFile), directoriesFile, "office directories")
    : {};
  const backbone = readBackbone(paths.backbone);
  const official = readOfficialData(paths.official);
  const publishers = readPublishers(join(paths.data, "publishers.json"));
  const rates = withPublishers(
    [...readUnitRates(paths.unitRates), ...official.rates],
    publishers,
    paths.official,
  );
  const exemptions = withPublishers(
    [...readLocalExemptions(paths.localExemptions), ...official.exemptions],
    publishers,
    paths.official,
  );
  const starSegments = readStarSegments(join(paths.official, "ny", "star-max-savings.csv"), publishers);
  const ctx: Context = { params, rates, paths, starSegments };

  // The fallback for counties without figures: the state's population-weighted median estimate.
  const fallback = new Map<CalcState, number>();
  for (const state of ["TX", "FL", "NY"] as const) {
    const items = backbone
      .filter((r) => r.state === state)
      .flatMap((r) => {
        const e = acsEstimate(r, params);
        return e ? [{ value: e.gross.rate, weight: r.pop2023 }] : [];
      });
    fallback.set(state, weightedMedian(items));
  }
  const ca = californiaStatewideRate(params.CA);

  const knownCounties = new Set(backbone.map((r) => `${r.state}|${shortName(r.name)}`));
  for (const b of bills) {
    if (!knownCounties.has(`${b.state}|${b.county}`))
      throw new SeedError(
        billsFile,
        `bills → ${b.county}`,
        `no ${b.state} county of that name in the backbone`,
      );
  }
  for (const fips of Object.keys(offices.offices)) {
    if (!backbone.some((r) => r.fips === fips))
      throw new SeedError(officesFile, `offices → ${fips}`, "no county with this FIPS code");
  }
  directory.forEach((o, i) => {
    if (!backbone.some((r) => r.state === o.state && countySlug(r.name) === o.countySlug)) {
      throw new SeedError(directoryFile, `[${i}].countySlug`, `no ${o.state} county "${o.countySlug}"`);
    }
  });
  const fromDirectory = (row: BackboneRow, collector: boolean): Office | undefined => {
    const hit = directory.find(
      (o) =>
        o.state === row.state &&
        o.countySlug === countySlug(row.name) &&
        (o.kind === "tax-collector") === collector,
    );
    if (!hit) return undefined;
    const { state: _s, countySlug: _c, ...office } = hit;
    return office;
  };
  const stateOffices = readStateOffices(paths.data, backbone, offices.offices);
  const fromData = (row: BackboneRow): Office | undefined => {
    const o = params.NYC.boroughs.includes(row.fips)
      ? offices.nyc
      : (offices.offices[row.fips] ?? stateOffices[row.fips]);
    return o && { ...o, kind: OFFICE_KIND[row.state] };
  };

  const docs: CountyDocument[] = [];
  const slugs = new Set<string>();
  for (const row of backbone) {
    const office = fromDirectory(row, false) ?? fromData(row);
    const doc = buildCounty(row, ctx, {
      bill: bills.find((b) => b.state === row.state && b.county === shortName(row.name)),
      office,
      officeDirectory: office ? undefined : directories[row.state],
      taxOffice: fromDirectory(row, true),
      fallback: fallback.get(row.state),
      ca,
      exemptions,
      billsFile,
    });
    const key = `${doc.state}|${doc.slug}`;
    if (slugs.has(key))
      throw new SeedError(
        paths.backbone,
        `${row.fips} → slug`,
        `"${doc.slug}" is used twice in ${doc.state}`,
      );
    slugs.add(key);
    checkCountyDocument(doc, paths.backbone);
    // The engine's contract first, so a failure names the engine field.
    validate(CountySchema, doc, paths.backbone, `${doc._id} (engine CountySchema)`);
    validate(CountyDocumentSchema, doc, paths.backbone, doc._id);
    docs.push(doc);
  }
  return docs;
}

function buildCounty(
  row: BackboneRow,
  ctx: Context,
  extra: {
    bill: z.infer<typeof BillsFileSchema>["bills"][number] | undefined;
    office: Office | undefined;
    officeDirectory: z.infer<typeof OfficeDirectorySchema> | undefined;
    taxOffice: Office | undefined;
    fallback: number | undefined;
    ca: { rate: number; levyRate: number };
    exemptions: ReturnType<typeof readLocalExemptions>;
    billsFile: string;
  },
): CountyDocument {
  const { params } = ctx;
  const short = shortName(row.name);
  const slug = countySlug(row.name);
  const isNyc = row.state === "NY" && params.NYC.boroughs.includes(row.fips);
  const notes: LocaleString[] = [];
  const estimate = acsEstimate(row, params);
  const countyRows = ctx.rates.filter((r) => r.state === row.state && r.county === short);

  const base = {
    _id: `county.${row.state.toLowerCase()}.${slug}`,
    _type: "county" as const,
    state: row.state,
    name: short,
    displayName: isNyc
      ? { en: `${row.name} (${NYC_BOROUGH[row.fips]})`, es: `Condado de ${short} (${NYC_BOROUGH[row.fips]})` }
      : { en: row.name, es: `Condado de ${short}` },
    slug,
    fips: row.fips,
    population: {
      value: row.pop2023,
      year: 2023,
      base2020: row.pop2020Base,
      source: params.populationSource,
    },
    acs: {
      ...(row.medianHomeValue !== undefined && { medianHomeValue: row.medianHomeValue }),
      ...(row.medianTaxes !== undefined && { medianTaxes: row.medianTaxes }),
      medianTaxesTopCoded: row.topCoded,
      ...(row.effMedian !== undefined && { effectiveRateMedian: row.effMedian }),
      ...(row.effAggregate !== undefined && { effectiveRateAggregate: row.effAggregate }),
      years: "2019–2023" as const,
      source: params.acsSource,
    },
    ...(extra.office && { office: extra.office }),
    ...(extra.taxOffice && { taxOffice: extra.taxOffice }),
    ...(extra.officeDirectory && { officeDirectory: extra.officeDirectory }),
  };
  const acsInputs: Record<string, number> = estimate
    ? { acsEffectiveRate: estimate.effective, acsNominalEstimate: round(estimate.gross.rate, 4) }
    : {};

  let rating: Rating;

  const built = extra.bill ? buildBill(extra.bill, ctx.rates, extra.exemptions, extra.billsFile) : undefined;
  if (extra.bill && built && coversGeneralLevies(built)) {
    const total = round(built.total, 4);
    rating = {
      rate: total,
      combinedRate: total,
      rateKind: "official",
      rateYear: built.rateYear,
      rateSource: built.mainSource,
      rateMethod: { kind: "official-units", inputs: { unitCount: built.units.length, ...acsInputs } },
      units: built.units,
      unitsArea: extra.bill.area,
      ...(built.notLoaded.length > 0 && {
        unitsNotLoaded: built.notLoaded.map((n, i) => ({ _key: `not-loaded-${i + 1}`, ...n })),
      }),
      ...(built.schoolRate !== undefined && { schoolRate: round(built.schoolRate, 6) }),
      ...(built.countyRate !== undefined && { countyRate: round(built.countyRate, 6) }),
      ...(built.cityRate !== undefined && { cityRate: round(built.cityRate, 6) }),
      ...(built.specialRate !== undefined && { specialRate: round(built.specialRate, 6) }),
    };
    const fromNews = built.units.filter((u) => u.source.kind === "secondary").length;
    notes.push(
      fromNews === 0
        ? {
            en: `Official rate: the sum of the adopted rates of the taxing units of ${extra.bill.area.en}, each from the unit's own notice or its tax office (oldest figure: tax year ${built.rateYear}). Other addresses in the county have other cities, school districts and special districts.`,
            es: `Tasa oficial: la suma de las tasas adoptadas de las entidades tributarias de ${extra.bill.area.es}, cada una según el aviso de la propia entidad o de su oficina de impuestos (dato más antiguo: año fiscal ${built.rateYear}). Otras direcciones del condado tienen otras ciudades, distritos escolares y distritos especiales.`,
          }
        : {
            en: `Published rate: the sum of the adopted rates of the taxing units of ${extra.bill.area.en}; ${fromNews} of the ${built.units.length} come from news reports of the units' votes, not from their own notices (oldest figure: tax year ${built.rateYear}). Other addresses in the county have other cities, school districts and special districts.`,
            es: `Tasa publicada: la suma de las tasas adoptadas de las entidades tributarias de ${extra.bill.area.es}; ${fromNews} de las ${built.units.length} provienen de notas periodísticas sobre las votaciones, no de los avisos de cada entidad (dato más antiguo: año fiscal ${built.rateYear}). Otras direcciones del condado tienen otras ciudades, distritos escolares y distritos especiales.`,
          },
    );
    notes.push(...built.notes);
  } else if (isNyc) {
    rating = nycRating(ctx, acsInputs, notes);
  } else if (row.state === "CA") {
    rating = californiaRating(short, ctx, extra.ca, notes);
  } else if (estimate) {
    const rate = round(estimate.gross.rate, 4);
    rating = {
      rate,
      combinedRate: rate,
      rateKind: "estimate",
      rateYear: 2023,
      rateSource: params.acsSource,
      rateMethod: {
        kind: "acs-gross-up",
        inputs: {
          acsEffectiveRate: estimate.effective,
          medianHomeValue: estimate.value,
          exemptValue: round(estimate.gross.exemptValue, 2),
          factor: round(estimate.gross.factor, 6),
        },
      },
    };
    notes.push(estimateNote(row, estimate));
    const partial = partialUnitsNote(countyRows);
    if (partial) notes.push(partial);
  } else {
    if (extra.fallback === undefined)
      throw new SeedError(ctx.paths.backbone, `${row.fips}`, "no ACS figures and no state fallback");
    const rate = round(extra.fallback, 4);
    rating = {
      rate,
      combinedRate: rate,
      rateKind: "estimate",
      rateYear: 2023,
      rateSource: params.acsSource,
      rateMethod: { kind: "state-fallback", inputs: { stateMedianEstimate: rate } },
    };
    notes.push({
      en: `The Census survey has too few homes here to publish a median value and tax, so this county uses ${STATE_NAMES[row.state].en}'s population-weighted median estimated rate (${fmt(rate)}%). Ask the appraisal district for the rates of your taxing units.`,
      es: `La encuesta del Censo tiene muy pocas viviendas aquí para publicar un valor y un impuesto medianos, por lo que este condado usa la tasa estimada mediana de ${STATE_NAMES[row.state].es} ponderada por población (${fmt(rate)}%). Pida al distrito de tasación las tasas de sus entidades tributarias.`,
    });
  }
  if (row.topCoded) notes.push(TOP_CODED_NOTE);

  return {
    ...base,
    ...rating,
    ...(isNyc && { nycClass: true }),
    ...(row.state === "NY" &&
      !isNyc &&
      ctx.starSegments.get(short) && { starSegments: ctx.starSegments.get(short) }),
    notes: notes.map((n, i) => ({ _key: `note-${i + 1}`, ...LocaleStringSchema.parse(n) })),
  } as CountyDocument;
}

function nycRating(ctx: Context, acsInputs: Record<string, number>, notes: LocaleString[]): Rating {
  const p = ctx.params.NYC;
  const rows = ctx.rates.filter((r) => r.state === "NY" && r.unit === p.classRateUnit);
  const pick = pickRate(rows);
  if (!pick)
    throw new SeedError(ctx.paths.unitRates, p.classRateUnit, "no dated row for the NYC class 1 rate");
  const { row } = pick;
  const rate = round(toPercent(row.rate, row.basis) * p.assessmentRatio, 4);
  const later = rows
    .filter((r) => r.year !== undefined && r.year > row.year)
    .sort((a, b) => a.year! - b.year!)
    .map(
      (r) =>
        `FY${r.year} ${r.rate}% (${classifySource(r.sourceTitle).weak ? "secondary source" : "official"})`,
    );
  notes.push({
    en: `Official rate: New York City taxes a one- to three-family home (tax class 1) at ${row.rate}% of its assessed value (fiscal year ${row.year}), and assesses it at no more than ${p.assessmentRatio * 100}% of market value: ${fmt(rate, 4)}% of market value before exemptions. Assessment caps (6% a year, 20% over five years) keep most long-held homes' assessed values lower, so their bills are lower than this rate suggests.`,
    es: `Tasa oficial: la Ciudad de Nueva York grava una vivienda de una a tres familias (clase tributaria 1) al ${row.rate}% de su valor tasado (año fiscal ${row.year}) y la tasa a no más del ${p.assessmentRatio * 100}% de su valor de mercado: ${fmt(rate, 4)}% del valor de mercado antes de exenciones. Los topes de tasación (6% al año, 20% en cinco años) mantienen más bajos los valores tasados de la mayoría de las viviendas con muchos años de propiedad, por lo que sus facturas son menores de lo que sugiere esta tasa.`,
  });
  if (later.length > 0) {
    notes.push({
      en: `Later class 1 rates stored: ${later.join("; ")}. They come from secondary pages quoting the Department of Finance; its own table is the authority for the current rate.`,
      es: `Tasas posteriores de clase 1 registradas: ${later.join("; ")}. Provienen de páginas secundarias que citan al Departamento de Finanzas; su propia tabla es la referencia para la tasa vigente.`,
    });
  }
  return {
    rate,
    combinedRate: rate,
    rateKind: "official" as const,
    rateYear: row.year,
    rateSource: rowSource(row),
    rateMethod: {
      kind: "official-nyc-class1" as const,
      inputs: { classRate: row.rate, assessmentRatio: p.assessmentRatio, ...acsInputs },
    },
    cityRate: rate,
    unitsArea: p.area,
  };
}

type Rating = Pick<
  CountyDocument,
  "rate" | "combinedRate" | "rateKind" | "rateYear" | "rateSource" | "rateMethod"
> &
  Partial<
    Pick<
      CountyDocument,
      | "units"
      | "schoolRate"
      | "countyRate"
      | "cityRate"
      | "specialRate"
      | "levyRate"
      | "unitsArea"
      | "unitsNotLoaded"
      | "nycClass"
    >
  >;

function californiaRating(
  short: string,
  ctx: Context,
  statewide: { rate: number; levyRate: number },
  notes: LocaleString[],
): Rating {
  const p = ctx.params.CA;
  const tra = p.taxRateAreas.find((t) => t.county === short);
  if (tra) {
    const rows = ctx.rates.filter((r) => r.state === "CA" && r.county === short && r.unit === tra.unit);
    if (!rows.some((r) => r.year !== undefined))
      throw new SeedError(
        join(ctx.paths.data, "estimate-parameters.json"),
        `CA.taxRateAreas → ${short}`,
        `no dated row for "${tra.unit}"`,
      );
    const pick = pickRate(rows);
    if (pick) return traRating(pick.row, pick.weak, tra, p.generalLevy, notes);
  }
  return statewideRating(short, ctx, statewide, notes);
}

function traRating(
  row: UnitRateRow & { year: number },
  weak: boolean,
  tra: EstimateParameters["CA"]["taxRateAreas"][number],
  generalLevy: number,
  notes: LocaleString[],
): Rating {
  const total = round(toPercent(row.rate, row.basis), 6);
  const from = weak
    ? {
        en: `The figure comes from a news report (${rowSource(row).title}).`,
        es: `La cifra proviene de una nota periodística (${rowSource(row).title}).`,
      }
    : { en: `Source: ${rowSource(row).title}.`, es: `Fuente: ${rowSource(row).title}.` };
  notes.push({
    en: `Official rate of ${tra.area.en}: the 1% general levy plus ${fmt(total - generalLevy, 4)}% of voter-approved debt (tax year ${row.year}). ${from.en} Other tax rate areas of the county differ, and direct charges such as Mello-Roos or parcel taxes come on top.`,
    es: `Tasa oficial de ${tra.area.es}: el gravamen general del 1% más ${fmt(total - generalLevy, 4)}% de deuda aprobada por los votantes (año fiscal ${row.year}). ${from.es} Otras áreas tributarias del condado difieren y los cargos directos, como Mello-Roos o impuestos por parcela, se suman aparte.`,
  });
  return {
    rate: round(total, 4),
    combinedRate: round(total, 4),
    rateKind: "official" as const,
    rateYear: row.year,
    rateSource: rowSource(row),
    rateMethod: { kind: "official-tra" as const, inputs: { traTotal: total, generalLevy: generalLevy } },
    levyRate: round(total - generalLevy, 6),
    unitsArea: tra.area,
  };
}

function statewideRating(
  short: string,
  ctx: Context,
  statewide: { rate: number; levyRate: number },
  notes: LocaleString[],
): Rating {
  const p = ctx.params.CA;
  const rate = round(statewide.rate, 4);
  notes.push({
    en: `Estimated rate: California's 1% general levy plus the statewide average of voter-approved debt (${fmt(statewide.levyRate, 2)}%), from the Board of Equalization's 2022-23 totals. Each tax rate area adds its own bonds; Mello-Roos and other direct charges come on top. The county auditor-controller publishes the rate of each tax rate area.`,
    es: `Tasa estimada: el gravamen general del 1% de California más el promedio estatal de deuda aprobada por los votantes (${fmt(statewide.levyRate, 2)}%), según los totales 2022-23 de la Junta de Igualación (BOE). Cada área tributaria añade sus propios bonos; Mello-Roos y otros cargos directos se suman aparte. El auditor-contralor del condado publica la tasa de cada área tributaria.`,
  });
  const stored = ctx.rates.filter((r) => r.state === "CA" && r.county === short);
  for (const r of stored) {
    if (classifyRow(r).kind === "never") continue;
    if (r.year !== undefined) {
      notes.push({
        en: `A published rate of ${r.rate}% for ${r.unit} (tax year ${r.year}; ${rowSource(r).title}) is stored, but not every rate of the tax rate area is, so the estimate is used.`,
        es: `Se tiene registrada una tasa publicada de ${r.rate}% para ${r.unit} (año fiscal ${r.year}; ${rowSource(r).title}), pero no todas las tasas del área tributaria, por lo que se usa la estimación.`,
      });
      continue;
    }
    notes.push({
      en: `A published total of ${r.rate}% for ${r.unit} is stored (${r.yearText}; ${rowSource(r).title}) but its tax year is not stated, so it is not used.`,
      es: `Se tiene registrado un total publicado de ${r.rate}% para ${r.unit} (${r.yearText}; ${rowSource(r).title}), pero no indica su año fiscal, por lo que no se usa.`,
    });
  }
  return {
    rate,
    combinedRate: rate,
    rateKind: "estimate" as const,
    rateYear: 2022,
    rateSource: p.statewideSource,
    rateMethod: {
      kind: "ca-statewide-average" as const,
      inputs: {
        generalLevy: p.generalLevy,
        statewideLevies: p.statewideLevies,
        statewideNetAssessedValue: p.statewideNetAssessedValue,
      },
    },
    levyRate: round(statewide.levyRate, 6),
  };
}
