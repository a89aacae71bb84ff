import { blockText } from "./portable-text-text";
import type { FaqItemView } from "./queries/views";

export const FAQ_CATEGORIES = ["general", "calculations", "exemptions", "payments", "appeals"] as const;

export function answerText(answer: FaqItemView["answer"]): string {
  return typeof answer === "string" ? answer : answer.map((b) => blockText(b as never)).join("\n");
}

/** Accent- and case-insensitive, so "exencion" finds "exención". */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/**
 * Words a reader may use for the same thing, in either language (folded). A query word finds an
 * item that holds any word of its group.
 */
const SYNONYMS: readonly string[][] = [
  ["predial", "prediales", "propiedad", "inmueble"],
  ["avaluo", "tasacion", "tasado", "valuacion"],
  ["exencion", "exoneracion", "exento"],
  ["protesta", "apelacion", "impugnar", "reclamo"],
  ["appraisal", "appraised", "assessment", "assessed", "valuation"],
  ["exemption", "exempt"],
  ["protest", "appeal", "grievance"],
  ["deadline", "due"],
];

/** The query's words, each with the forms it matches (itself first). */
export function queryTerms(q: string): string[][] {
  return fold(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1)
    .map((w) => {
      const group = SYNONYMS.find((g) => g.some((s) => w.startsWith(s)));
      return group ? [w, ...group.filter((s) => s !== w)] : [w];
    });
}

const has = (folded: string, forms: string[]) => forms.some((f) => folded.includes(f));

/**
 * The items that hold every word of the query (or a synonym), in the question or the answer;
 * those whose question holds the words come first, then by how many of the words the question
 * holds as typed.
 */
export function filterFaq<T extends Pick<FaqItemView, "question" | "category">>(
  items: T[],
  q: string,
  category: string | null,
  /** The answer's text (the browser reads it from the page when it holds no answers' data). */
  answerOf: (item: T) => string = (item) => answerText((item as unknown as FaqItemView).answer),
): T[] {
  const terms = queryTerms(q);
  const scored = items
    .filter((item) => !category || item.category === category)
    .map((item, index) => {
      const question = fold(item.question);
      const all = terms.length === 0 ? question : `${question} ${fold(answerOf(item))}`;
      if (!terms.every((forms) => has(all, forms))) return null;
      const inQuestion = terms.filter((forms) => has(question, forms)).length;
      const asTyped = terms.filter((forms) => question.includes(forms[0])).length;
      return { item, index, score: (inQuestion === terms.length ? 100 : 0) + inQuestion * 10 + asTyped };
    })
    .filter((x): x is { item: T; index: number; score: number } => x !== null);
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((x) => x.item);
}

/** Splits text into pieces, marking those that match a query word or one of its synonyms. */
export function highlight(text: string, q: string): { text: string; hit: boolean }[] {
  const forms = queryTerms(q).flat();
  if (forms.length === 0) return [{ text, hit: false }];
  // Folding keeps one character per character for Latin letters (NFD marks are dropped), so
  // positions in the folded text are positions in the original.
  const folded = [...text].map((ch) => fold(ch) || ch).join("");
  if (folded.length !== text.length) return [{ text, hit: false }];
  const marks = new Array<boolean>(text.length).fill(false);
  for (const f of forms) {
    for (let i = folded.indexOf(f); i !== -1; i = folded.indexOf(f, i + 1)) marks.fill(true, i, i + f.length);
  }
  const out: { text: string; hit: boolean }[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = out[out.length - 1];
    if (last && last.hit === marks[i]) last.text += text[i];
    else out.push({ text: text[i], hit: marks[i] });
  }
  return out;
}
