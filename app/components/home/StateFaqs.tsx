import { useTranslation } from "react-i18next";
import { withSections } from "~/i18n/page-sections";
import type { StateFaqGroup } from "./state-faqs";

await withSections("home");

/**
 * The hub's home: each state's own questions, one group per state. The hub's FAQ page holds
 * the questions every state shares; these are the ones a state's own build answers.
 */
export function StateFaqs({ groups }: { groups: StateFaqGroup[] }) {
  const { t } = useTranslation();
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="state-faqs" className="container narrow" id="state-questions">
      <h2 id="state-faqs">{t("home.stateFaqsTitle")}</h2>
      <p>{t("home.stateFaqsText")}</p>
      {groups.map((g) => (
        <section key={g.state} aria-labelledby={`state-faqs-${g.state}`} className="state-faqs">
          <h3 id={`state-faqs-${g.state}`}>{t(`states.${g.state}`)}</h3>
          {g.items.map((f) => (
            <details key={f.id} className="faq-item">
              <summary>{f.question}</summary>
              <p>{f.answer}</p>
            </details>
          ))}
        </section>
      ))}
    </section>
  );
}
