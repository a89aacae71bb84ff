import { answerText } from "~/content/faq-search";
import type { FaqItemView } from "~/content/queries/views";
import { TAX_STATES, type TaxState } from "~/i18n/route-table";

export interface StateFaqGroup {
  state: TaxState;
  items: { id: string; question: string; answer: string }[];
}

/**
 * Each calculator state's own questions, in the states' usual order, for the hub's home. The
 * FAQ query answers a state's questions with the shared ones (state ALL): only the state's are
 * kept, since the hub's FAQ page already lists the shared ones. A state without any is left out.
 */
export async function faqsByState(
  load: (state: TaxState) => Promise<FaqItemView[]>,
): Promise<StateFaqGroup[]> {
  const lists = await Promise.all(TAX_STATES.map((state) => load(state)));
  return TAX_STATES.map((state, i) => ({
    state,
    items: lists[i]
      .filter((f) => f.state === state)
      .map((f) => ({ id: f.id, question: f.question, answer: answerText(f.answer) })),
  })).filter((g) => g.items.length > 0);
}
