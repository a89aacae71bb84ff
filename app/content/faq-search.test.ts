import { describe, expect, it } from "vitest";
import { filterFaq, highlight } from "./faq-search";
import type { FaqItemView } from "./queries/views";

const item = (
  id: string,
  category: FaqItemView["category"],
  question: string,
  answer: string,
): FaqItemView => ({
  id,
  category,
  state: "ALL",
  order: 0,
  question,
  answer,
});

const items = [
  item("a", "exemptions", "¿Qué es la exención de vivienda principal?", "Reduce el valor gravable."),
  item("b", "payments", "When are taxes due?", "In Texas, by January 31."),
  item("c", "appeals", "How do I protest?", "File with the appraisal review board by May 15."),
];

describe("FAQ search", () => {
  it("matches words in the question or the answer, ignoring case and accents", () => {
    expect(filterFaq(items, "EXENCION", null).map((i) => i.id)).toEqual(["a"]);
    expect(filterFaq(items, "january", null).map((i) => i.id)).toEqual(["b"]);
  });
  it("needs every word", () => {
    expect(filterFaq(items, "protest may", null).map((i) => i.id)).toEqual(["c"]);
    expect(filterFaq(items, "protest january", null)).toEqual([]);
  });
  it("filters by category, and an empty query keeps everything in it", () => {
    expect(filterFaq(items, "", "payments").map((i) => i.id)).toEqual(["b"]);
    expect(filterFaq(items, "", null)).toHaveLength(3);
  });
});

describe("FAQ search with synonyms, ranking and highlighting", () => {
  const faq = [
    item("pay", "payments", "¿Cuándo vence el pago?", "El impuesto predial vence el 31 de enero."),
    item("tax", "general", "¿Qué es el impuesto predial?", "Un impuesto local sobre la propiedad."),
    item("val", "calculations", "¿Cómo se fija el avalúo?", "El distrito de tasación valora su vivienda."),
    item(
      "ex",
      "exemptions",
      "¿Quién reúne los requisitos de una exoneración?",
      "Los dueños que viven en ella.",
    ),
    item("app", "appeals", "How do I appeal my assessment?", "File a protest with the review board."),
  ];
  const ids = (q: string) => filterFaq(faq, q, null).map((i) => i.id);

  it("finds the same thing by either word: predial / propiedad, avalúo / tasación, exención / exoneración", () => {
    expect(ids("propiedad")).toEqual(ids("predial"));
    expect(ids("propiedad")).toEqual(expect.arrayContaining(["pay", "tax"]));
    expect(ids("tasacion")).toEqual(["val"]);
    expect(ids("exenciones")).toEqual(["ex"]);
    expect(ids("protest")).toEqual(["app"]);
  });

  it("puts the questions that hold the words first", () => {
    // "predial" is in the question of "tax" and only in the answer of "pay", which comes first in the list.
    expect(ids("impuesto predial")).toEqual(["tax", "pay"]);
  });

  it("marks the words found, accents and case aside", () => {
    expect(highlight("¿Qué es la Exención?", "exencion")).toEqual([
      { text: "¿Qué es la ", hit: false },
      { text: "Exención", hit: true },
      { text: "?", hit: false },
    ]);
    expect(highlight("¿Cómo se fija el avalúo?", "tasación").filter((p) => p.hit)).toEqual([
      { text: "avalúo", hit: true },
    ]);
    expect(highlight("No words", "")).toEqual([{ text: "No words", hit: false }]);
  });
});
