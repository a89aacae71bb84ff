// The Open Graph card of each build (1200 × 630): the state's counties drawn from the Census
// shapes, its name and what the site offers, in the page's language (an English card has the
// Spanish title beneath).
// scripts/og-images.ts renders these to the PNGs under public/og/ (link previews want PNG).
import { stateMapGeometry } from "~/components/map/geometry.server";
import en from "~/i18n/locales/en/extras";
import es from "~/i18n/locales/es/extras";
import enStates from "~/i18n/locales/en/states";
import esStates from "~/i18n/locales/es/states";
import { TAX_STATES, type Lang, type SiteState, type TaxState } from "~/i18n/route-table";
import { escapeMarkup } from "~/utils/markup";
import { OG_HEIGHT, OG_WIDTH } from "./paths";

export { OG_HEIGHT, OG_WIDTH, ogCardKey, ogImagePath } from "./paths";

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ""));

/** The counties of a state as one group scaled into a box, light lines on the dark card. */
function countiesIn(state: TaxState, x: number, y: number, size: number): string {
  const g = stateMapGeometry(state);
  const [vx, vy, vw, vh] = g.viewBox;
  const paths = g.shapes.map((s) => `<path d="${s.d}"/>`).join("");
  return (
    `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="${vx} ${vy} ${vw} ${vh}" preserveAspectRatio="xMidYMid meet">` +
    `<g fill="#41b6c4" fill-opacity="0.9" stroke="#0b3d5c" stroke-width="1.2" stroke-linejoin="round">${paths}</g>` +
    `<path d="${g.outline}" fill="none" stroke="#e3f3f1" stroke-width="2.5"/>` +
    `</svg>`
  );
}

/** Splits text into lines of at most `max` characters at word boundaries. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && (line + " " + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const TABLES = { en: { extras: en, states: enStates }, es: { extras: es, states: esStates } };

export function ogImageSvg(state: SiteState, lang: Lang = "en"): string {
  const hub = state === "HUB";
  const own = TABLES[lang];
  const other = TABLES[lang === "en" ? "es" : "en"];
  const title = hub ? own.extras.og.hubTitle : fill(own.extras.og.title, { state: own.states[state] });
  // An English card names the site in Spanish too; a Spanish card stays all Spanish.
  const titleEs =
    lang === "es"
      ? ""
      : hub
        ? other.extras.og.hubTitle
        : fill(other.extras.og.title, { state: other.states[state] });
  const tagline = hub
    ? own.extras.og.hubTagline
    : fill(own.extras.og.tagline, { count: stateMapGeometry(state).shapes.length });
  const art = hub
    ? TAX_STATES.map((s, i) => countiesIn(s, 720 + (i % 2) * 230, 90 + Math.floor(i / 2) * 230, 210)).join("")
    : countiesIn(state, 700, 75, 460);
  const title1 = wrap(title, hub ? 16 : 22);
  const title2 = titleEs ? wrap(titleEs, 34) : [];
  const items = hub ? [tagline] : tagline.split(" · ");
  let y = 205;
  const text: string[] = [];
  // Bold sans glyphs average about 0.62 em: keep the longest line within the 640 px text column.
  const size = Math.min(64, Math.floor(640 / (Math.max(...title1.map((l) => l.length)) * 0.62)));
  for (const line of title1) {
    text.push(
      `<text x="72" y="${y}" font-size="${size}" font-weight="800" fill="#ffffff">${escapeMarkup(line)}</text>`,
    );
    y += Math.round(size * 1.15);
  }
  y += 56 - Math.round(size * 1.15);
  for (const line of title2) {
    text.push(`<text x="72" y="${y}" font-size="27" fill="#cfe3ee">${escapeMarkup(line)}</text>`);
    y += 36;
  }
  y += 28;
  for (const item of items) {
    text.push(
      `<text x="72" y="${y}" font-size="27" font-weight="600" fill="#a1dab4">${escapeMarkup(hub ? item : `✓ ${item}`)}</text>`,
    );
    y += 38;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}" font-family="'DejaVu Sans', 'Segoe UI', Roboto, Arial, sans-serif">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b3d5c"/><stop offset="1" stop-color="#125f7a"/></linearGradient></defs>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#bg)"/>
<rect x="0" y="${OG_HEIGHT - 14}" width="${OG_WIDTH}" height="14" fill="#0f6b63"/>
${art}
<g transform="translate(72 64)"><rect width="64" height="64" rx="13" fill="#ffffff"/><path d="M13 32 L32 14 L51 32 V50 H13 Z" fill="#0b3d5c"/><text x="32" y="45" font-size="15" font-weight="700" text-anchor="middle" fill="#ffffff">${hub ? "US" : state}</text></g>
${text.join("\n")}
<text x="72" y="${OG_HEIGHT - 52}" font-size="24" fill="#e6f0f6">${lang === "es" ? "Español · English" : "English · Español"}</text>
</svg>`;
}
