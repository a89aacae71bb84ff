import { errorText, type ErrorKey } from "~/calculator/engine/error-messages";
import type { Lang } from "~/i18n/route-table";
import type { Translate } from "./report-model";

/** Form checks in the visitor's language: the dictionary carries the spec's exact words. */
export function messageText(key: ErrorKey, lang: Lang, t: Translate): string {
  if (key === "error.invalidValue") return t("calculator.validValue");
  if (key === "error.selectCounty") return t("calculator.selectCounty");
  if (key === "error.calculation") return t("calculator.errorCalculating");
  return errorText(key, lang);
}
