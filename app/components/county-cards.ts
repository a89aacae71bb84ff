// The county directory's cards as one piece of markup. A state has up to 254 counties; as React
// elements that was some 6,000 nodes to build and hydrate on a phone before the page answered a
// tap. As one string React sets (and hydrates) a single node, and rebuilding it when the
// visitor filters costs less than a millisecond.
import { badgeClass, shortRateBadgeText } from "~/components/county-rate-badge";
import { sampleTax } from "~/content/sample-home";
import type { CountyCardView } from "~/content/queries/views";
import { countyHref } from "~/i18n/links";
import { countyNameFor } from "~/i18n/place-names";
import { withSections } from "~/i18n/page-sections";
import type { Lang } from "~/i18n/route-table";
import { formatMoney, formatNumber, formatPercent } from "~/utils/format";
import { escapeMarkup } from "~/utils/markup";

await withSections("counties");

type Translate = (key: string, options?: Record<string, unknown>) => string;

function fact(term: string, value: string): string {
  return `<div><dt>${term}</dt><dd>${value}</dd></div>`;
}

/** The words every card repeats, translated and escaped once for the whole list. */
function cardWords(t: Translate) {
  const word = (key: string) => escapeMarkup(t(key));
  return {
    rate: word("counties.rate"),
    taxOn350: word("counties.taxOn350"),
    monthly: word("counties.monthly"),
    population: word("counties.population"),
    office: word("counties.office"),
    noOffice: word("counties.noOffice"),
    officeDirectory: word("counties.officeDirectory"),
    t,
    source: word("common.source"),
    note: (n: number) => escapeMarkup(t("counties.sourceNote", { n })),
  };
}
type CardWords = ReturnType<typeof cardWords>;

/** The office's name, else a link to the state's directory of offices. */
function officeMarkup(county: CountyCardView, words: CardWords): string {
  if (county.officeName != null) return escapeMarkup(county.officeName);
  if (county.officeDirectoryUrl)
    return `<a href="${escapeMarkup(county.officeDirectoryUrl)}" rel="noopener">${words.officeDirectory}</a>`;
  return words.noOffice;
}

function cardMarkup(county: CountyCardView, lang: Lang, words: CardWords, sourceNote: number): string {
  const badge = county.rateBadge;
  const tax = sampleTax(county.rate, badge.tone, (n) => formatMoney(n, lang));
  const rate = `${escapeMarkup(formatPercent(county.rate, lang))} <span class="badge badge--${badgeClass(badge)}">${escapeMarkup(shortRateBadgeText(badge, words.t))}</span>`;
  const population = county.population != null ? formatNumber(county.population, lang) : "—";
  // Most cards share one source: it is named once, in the notes below the list (a 254-card
  // page repeated its 200-character title on every card: a third of the page's HTML).
  return (
    `<li class="card county-card"><h2 class="card-title"><a href="${escapeMarkup(countyHref(county.slug, lang))}">${escapeMarkup(countyNameFor(county.name, lang))}</a></h2>` +
    `<dl class="facts">${fact(words.rate, rate)}${fact(words.taxOn350, escapeMarkup(tax.annual))}` +
    `${fact(words.monthly, escapeMarkup(tax.monthly))}${fact(words.population, escapeMarkup(population))}` +
    `${fact(words.office, officeMarkup(county, words))}</dl>` +
    `<p class="source-line">${words.source}: <a href="#rate-source-${sourceNote}">${words.note(sourceNote)}</a></p></li>`
  );
}

/**
 * The cards: each county's link, its rate with kind and year, the sample tax (a range for an
 * estimated rate), and a note number for its source.
 */
export function countyCardsMarkup(
  cards: readonly CountyCardView[],
  lang: Lang,
  t: Translate,
  noteOf: (card: CountyCardView) => number,
): string {
  const words = cardWords(t);
  return cards.map((c) => cardMarkup(c, lang, words, noteOf(c))).join("");
}
