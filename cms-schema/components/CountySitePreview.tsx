// The county page's rate block as the site will show it, in both languages: the rate with its
// kind and tax year, the tax on a $350,000 home, the source line and the taxing units.
import { Badge, Box, Card, Flex, Grid, Heading, Stack, Text } from "@sanity/ui";
import type { ReactNode } from "react";
import { sampleTax } from "../../app/content/sample-home";
import {
  completeUnits,
  shownFigures,
  type CountyFigures,
  type PreviewUnit,
  type Source,
} from "./countyFigures";
import { formatMoney, formatNumber, formatPercent, LANGS, t, type Lang } from "./siteWords";

interface Unit extends PreviewUnit {
  _key?: string;
  id?: string;
  name?: string;
}
export interface CountyPreviewDoc extends CountyFigures {
  name?: string;
  displayName?: { en?: string; es?: string };
  units?: Unit[];
  unitsArea?: { en?: string; es?: string };
  population?: { value?: number; year?: number };
  notes?: { en?: string; es?: string }[];
}

function SourceLink({ source, lang }: { source?: Source; lang: Lang }): ReactNode {
  if (!source?.url)
    return (
      <Text size={1} muted>
        —
      </Text>
    );
  return (
    <Text size={1}>
      <a href={source.url} target="_blank" rel="noopener noreferrer">
        {(lang === "es" && source.titleEs?.trim()) || source.title || source.url}
      </a>
    </Text>
  );
}

function unitRate(u: Unit, lang: Lang): string {
  if (u.rate === undefined || !u.basis) return "?";
  if (u.basis === "fixed") return formatMoney(u.rate, lang);
  return `${u.rate}${u.basis === "percent" ? "%" : ""}`;
}

export function CountyRateBlock({ doc, lang }: { doc: CountyPreviewDoc; lang: Lang }) {
  const shown = shownFigures(doc);
  const rate = shown.rate;
  // As the site's badge (county-rate-badge.ts): a rate read from a news report is never "Official".
  const news = (doc.units ?? []).filter((u) => u.source?.kind === "secondary").length;
  const kindKey =
    shown.rateKind !== "official"
      ? "propertyTax.rateKind_estimate"
      : news > 0
        ? "propertyTax.rateKind_adopted"
        : "propertyTax.rateKind_official";
  const incomplete = (doc.units?.length ?? 0) > 0 && !completeUnits(doc.units);
  const tax =
    rate === undefined
      ? undefined
      : sampleTax(rate, shown.rateKind === "official" ? "official" : "estimate", (n) => formatMoney(n, lang));
  return (
    <Card padding={4} radius={2} shadow={1} lang={lang}>
      <Stack space={4}>
        <Heading as="h3" size={1}>
          {doc.displayName?.[lang] ?? doc.name ?? "?"} · {lang === "en" ? "English" : "Español"}
        </Heading>
        <Flex gap={2} align="center" wrap="wrap">
          <Text size={2}>
            {t(lang, "counties.rate")}:{" "}
            <strong>{rate === undefined ? "?" : formatPercent(rate, lang)}</strong>
          </Text>
          <Badge tone={shown.rateKind === "official" && news === 0 ? "positive" : "caution"}>
            {t(lang, kindKey)} · {shown.rateYear ?? "?"}
          </Badge>
          {news > 0 ? (
            <Text size={1} muted>
              {t(lang, "propertyTax.ratesFromNews", { news, units: doc.units?.length ?? 0 })}
            </Text>
          ) : null}
        </Flex>
        {tax ? (
          <Text size={1}>
            {t(lang, "counties.taxOn350")}: <strong>{tax.annual}</strong>
            {doc.population?.value
              ? ` · ${t(lang, "counties.population")}: ${formatNumber(doc.population.value, lang)} (${doc.population.year ?? "?"})`
              : ""}
          </Text>
        ) : null}
        {tax?.estimate ? <Text size={1}>{t(lang, "counties.estimateNote")}</Text> : null}
        <Flex gap={2}>
          <Text size={1} weight="semibold">
            {t(lang, "common.source")}:
          </Text>
          <SourceLink source={shown.rateSource} lang={lang} />
        </Flex>
        <Stack space={3}>
          <Text size={1} weight="semibold">
            {t(lang, "counties.unitsTitle")}
          </Text>
          {doc.units && doc.units.length > 0 ? (
            <>
              {doc.unitsArea?.[lang] ? (
                <Text size={1}>{t(lang, "counties.unitsFor", { area: doc.unitsArea[lang] ?? "" })}</Text>
              ) : null}
              <Grid columns={4} gap={2}>
                {[
                  t(lang, "counties.unit"),
                  t(lang, "counties.unitRate"),
                  t(lang, "counties.unitYear"),
                  t(lang, "counties.unitSource"),
                ].map((h) => (
                  <Text key={h} size={1} weight="semibold">
                    {h}
                  </Text>
                ))}
                {doc.units.map((u) => (
                  <UnitRow key={u._key ?? u.id} unit={u} lang={lang} />
                ))}
              </Grid>
              {incomplete ? (
                <Card tone="caution" padding={2} radius={2}>
                  <Text size={1}>
                    A taxing unit lacks its kind, rate, basis, tax year or source: until it has them all, the
                    rate above is the one stored on the county, not the units&apos; total the site shows.
                  </Text>
                </Card>
              ) : null}
            </>
          ) : (
            <Text size={1} muted>
              {t(lang, "counties.noUnits")}
            </Text>
          )}
        </Stack>
        {(doc.notes ?? []).map((n, i) => (
          <Text key={i} size={1} muted>
            {n[lang]}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}

function UnitRow({ unit, lang }: { unit: Unit; lang: Lang }) {
  const status =
    unit.status && unit.status !== "adopted" ? ` (${t(lang, `propertyTax.status_${unit.status}`)})` : "";
  return (
    <>
      <Text size={1}>{unit.name}</Text>
      <Text size={1}>
        {unitRate(unit, lang)} {unit.basis ? t(lang, `propertyTax.rateBasis_${unit.basis}`) : ""}
        {status}
      </Text>
      <Text size={1}>{unit.taxYear ?? "?"}</Text>
      <SourceLink source={unit.source} lang={lang} />
    </>
  );
}

/** A document view of the Studio's structure: `document.displayed` is the draft when there is one. */
export function CountySitePreview(props: { document: { displayed: CountyPreviewDoc } }) {
  return (
    <Box padding={4}>
      <Stack space={4}>
        {LANGS.map((lang) => (
          <CountyRateBlock key={lang} doc={props.document.displayed} lang={lang} />
        ))}
      </Stack>
    </Box>
  );
}
