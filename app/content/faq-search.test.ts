import { describe, expect, it } from "vitest";
import { filterFaq } from "./faq-search";
import type { FaqItem } from "./queries/views";

const item = (id: string, category: FaqItem["category"], question: string, answer: string): FaqItem => ({
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
