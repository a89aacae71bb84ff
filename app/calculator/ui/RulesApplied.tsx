import { useTranslation } from "react-i18next";
import type { TaxResult } from "~/calculator/engine/schemas";
import { ExternalLink } from "~/components/ExternalLink";
import type { Lang } from "~/i18n/route-table";
import { engineText } from "./report-model";
import { readerTitle } from "./result-facts";

/**
 * "How this was calculated": each rule the engine applied, with its source, under the results
 * of every state's calculator (New York City's too). Source titles go through readerTitle, so
 * an editor's note in a title never reaches the page.
 */
export function RulesApplied({ rules, lang }: { rules: TaxResult["rules"]; lang: Lang }) {
  const { t } = useTranslation();
  if (rules.length === 0) return null;
  return (
    <details className="rules">
      <summary>{t("calculator.results.rulesTitle")}</summary>
      <ul>
        {rules.map((rule, i) => (
          <li key={i}>
            {engineText(rule, lang)}
            {rule.source ? (
              <>
                {" "}
                (
                <ExternalLink href={rule.source.url} titleLang={rule.source.titleLang}>
                  {readerTitle(rule.source.title)}
                </ExternalLink>
                )
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
