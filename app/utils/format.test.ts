import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Lang } from "~/i18n/route-table";
import {
  formatDate,
  formatDecimal,
  formatMoney,
  formatMoneyCents,
  formatMoneyRate,
  formatNumber,
  formatPercent,
} from "./format";

describe("formatting for en-US and es-MX", () => {
  it("shows whole dollars", () => {
    expect(formatMoney(6430.5, "en")).toBe("$6,431");
    expect(formatMoney(6430.49, "es")).toBe("$6,430");
  });
  it("shows dollars and cents where a rate is multiplied back", () => {
    expect(formatMoneyCents(281.25, "en")).toBe("$281.25");
    expect(formatMoneyCents(1234.5, "es")).toBe("$1,234.50");
  });
  it("shows percents with two decimals", () => {
    expect(formatPercent(1.8372, "en")).toBe("1.84%");
    expect(formatPercent(1.8372, "es")).toBe("1.84%");
  });
  it("groups thousands", () => {
    expect(formatNumber(4835125, "en")).toBe("4,835,125");
    expect(formatNumber(4835125, "es")).toBe("4,835,125");
  });
  it("formats calendar dates without shifting the day", () => {
    expect(formatDate("2026-01-31", "en")).toBe("January 31, 2026");
    expect(formatDate("2026-01-31", "es")).toBe("31 de enero de 2026");
  });
});

// The functions write figures without Intl (format.ts says why); Intl, with the options the site
// used before, is the reference they must match in both languages.
describe("figures as Intl writes them", () => {
  const LOCALES: Record<Lang, string> = { en: "en-US", es: "es-MX" };
  const intl = (lang: Lang, options: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(LOCALES[lang], options);
  const money = { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" } as const;
  const langs = fc.constantFrom<Lang>("en", "es");
  // Amounts as the site meets them (cents, rates, whole dollars, large totals) and the edges.
  const amounts = fc.oneof(
    fc.double({ min: -1e9, max: 1e12, noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: -1e7, max: 1e9 }).map((n) => n / 100),
    fc.integer({ min: 0, max: 1e9 }).map((n) => n / 1000 + 0.005),
    fc.constantFrom(0, -0, 0.5, 1.005, 2.675, 1234.005, -1234.5, 999.995, 999_999.5, 1e15, 1e20),
  );
  const cases: [
    string,
    (n: number, lang: Lang) => string,
    (lang: Lang) => Intl.NumberFormat,
    (n: number) => number,
  ][] = [
    ["formatMoney", formatMoney, (l) => intl(l, { ...money, maximumFractionDigits: 0 }), Math.round],
    ["formatMoneyCents", formatMoneyCents, (l) => intl(l, { ...money, minimumFractionDigits: 2 }), (n) => n],
    [
      "formatMoneyRate",
      (n, l) => formatMoneyRate(n, l, 4),
      (l) => intl(l, { ...money, minimumFractionDigits: 0, maximumFractionDigits: 4 }),
      (n) => n,
    ],
    ["formatNumber", formatNumber, (l) => intl(l, { maximumFractionDigits: 0 }), (n) => n],
    [
      "formatDecimal",
      (n, l) => formatDecimal(n, l, 5),
      (l) => intl(l, { maximumFractionDigits: 5 }),
      (n) => n,
    ],
    [
      "formatPercent",
      (n, l) => formatPercent(n, l).slice(0, -1),
      (l) => intl(l, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      (n) => n,
    ],
  ];
  for (const [name, ours, reference, prepare] of cases) {
    it(`${name} matches Intl`, () => {
      fc.assert(
        fc.property(amounts, langs, (n, lang) => {
          expect(ours(n, lang)).toBe(reference(lang).format(prepare(n)));
        }),
        { numRuns: 2000 },
      );
    });
  }

  it("formatDate matches Intl for every month, with and without a day", () => {
    for (const lang of ["en", "es"] as const) {
      for (let month = 1; month <= 12; month++) {
        for (const day of [undefined, 1, 9, 28]) {
          const date = new Date(Date.UTC(2027, month - 1, day ?? 1));
          const options = {
            year: "numeric",
            month: "long",
            day: day ? "numeric" : undefined,
            timeZone: "UTC",
          } as const;
          const iso = `2027-${String(month).padStart(2, "0")}${day ? `-${String(day).padStart(2, "0")}` : ""}`;
          expect(formatDate(iso, lang)).toBe(new Intl.DateTimeFormat(LOCALES[lang], options).format(date));
        }
      }
    }
  });
});
