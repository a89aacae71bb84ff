import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** Where a shared result link lands: the results column, above its heading. */
export const RESULTS_ANCHOR = "calculator-results";
const FORM_ANCHOR = "calculator-form-title";

/**
 * A shared result link opens at the result, not at the form above it (on a phone the card is
 * about 2,300 px down). Links made here carry #calculator-results, which the browser follows
 * before any script; an address copied from the bar may lack it, so the page scrolls there once.
 */
export function useOpenAtResult(openedWithResult: boolean) {
  useEffect(() => {
    if (!openedWithResult || window.location.hash) return;
    document.getElementById(RESULTS_ANCHOR)?.scrollIntoView({ block: "start" });
    // Once, for the page as it was opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The way back to the inputs from the result, a tap away on a phone (where they are above it). */
export function EditInputsLink() {
  const { t } = useTranslation();
  return (
    <p className="edit-inputs">
      <a href={`#${FORM_ANCHOR}`}>{t("calculator.editInputs")}</a>
    </p>
  );
}
