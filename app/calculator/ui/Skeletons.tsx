import { useTranslation } from "react-i18next";

/** While a calculation runs: the results card's shape, and 'Calculating...' for everyone who cannot see it. */
export function ResultsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="results-card results-card--skeleton" aria-busy="true" data-testid="results-skeleton">
      <p className="skeleton-label">{t("calculator.calculating")}</p>
      <div className="skeleton skeleton--title" />
      <div className="skeleton-row">
        <div className="skeleton skeleton--figure" />
        <div className="skeleton skeleton--figure" />
        <div className="skeleton skeleton--figure" />
      </div>
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line skeleton--short" />
    </div>
  );
}

/** While the county rates load (again, after Try Again). */
export function CalculatorSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="calculator-skeleton" aria-busy="true" data-testid="calculator-skeleton">
      <p className="skeleton-label">{t("calculator.loadingCounties")}</p>
      <div className="skeleton skeleton--field" />
      <div className="skeleton skeleton--field" />
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line skeleton--short" />
      <div className="skeleton skeleton--button" />
    </div>
  );
}
