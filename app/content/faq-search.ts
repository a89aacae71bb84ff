import { blockText } from "./portable-text-text";
import type { FaqItem } from "./queries/views";

export const FAQ_CATEGORIES = ["general", "calculations", "exemptions", "payments", "appeals"] as const;

export function answerText(answer: FaqItem["answer"]): string {
  return typeof answer === "string" ? answer : answer.map((b) => blockText(b as never)).join("\n");
}

/** Accent- and case-insensitive, so "exencion" finds "exención". */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

export function filterFaq(items: FaqItem[], q: string, category: string | null): FaqItem[] {
  const words = fold(q).split(/\s+/).filter(Boolean);
  return items.filter(
    (item) =>
      (!category || item.category === category) &&
      words.every((w) => fold(`${item.question} ${answerText(item.answer)}`).includes(w)),
  );
}
