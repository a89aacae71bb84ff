import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "@remix-run/react";
import { Tooltip } from "~/components/tooltip/Tooltip";
import { hrefFor } from "~/i18n/links";
import { useHydrated } from "~/utils/use-hydrated";
import type { StarSegment } from "~/calculator/engine/schemas";
import type { Lang } from "~/i18n/route-table";
import { MoneyField } from "./MoneyField";
import { YearField } from "./YearField";
import { NYC_CLASSES, type CalculatorOptions, type ToggleOption } from "./options";
import type { CalculatorFormState, VeteranService } from "./url-params";

export interface ExemptionFieldsProps {
  idPrefix: string;
  options: CalculatorOptions;
  form: CalculatorFormState;
  onChange: (patch: Partial<CalculatorFormState>) => void;
  lang: Lang;
  /** The wizard shows the school tax ceiling only with over-65 on (spec §4); the form also with disabled. */
  variant: "form" | "wizard";
  /** The chosen county is a New York City borough. */
  nycCounty: boolean;
  /** New York: the chosen county's school district segments, for the State's STAR amounts (decision 130). */
  starSegments?: readonly StarSegment[];
}

type Term = "homestead" | "over65" | "disabled" | "ceiling" | "veteran";

/** The definition of a term the form uses, in a tooltip beside its label. */
function TermTip({ term }: { term: Term }) {
  const { t } = useTranslation();
  return <Tooltip text={t(`calculator.terms.${term}`)} />;
}

function Toggle({
  id,
  name,
  option,
  checked,
  onChange,
  term,
}: {
  id: string;
  name: string;
  option: ToggleOption;
  checked: boolean;
  onChange: (v: boolean) => void;
  term?: Term;
}) {
  return (
    <div className="toggle">
      <input
        id={id}
        type="checkbox"
        name={name}
        value="1"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={option.hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id}>{option.label}</label>
      {term ? <TermTip term={term} /> : null}
      {option.hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {option.hint}
        </p>
      ) : null}
    </div>
  );
}

export function ExemptionFields({
  idPrefix,
  options,
  form,
  onChange,
  lang,
  variant,
  nycCounty,
  starSegments,
}: ExemptionFieldsProps) {
  const { t } = useTranslation();
  // Without JavaScript nothing can appear when a box is ticked, so every field is shown.
  const hydrated = useHydrated();
  const id = (s: string) => `${idPrefix}-${s}`;
  const seniorOrDisabled = variant === "wizard" ? form.over65 : form.over65 || form.disabled;
  const showCeiling = options.ceiling && (!hydrated || seniorOrDisabled);
  const showIncome = options.income && options.over65 && (!hydrated || form.over65);
  const showClass = options.nycClasses && (!hydrated || nycCounty);
  const vet = options.veteran;

  const fields: ReactNode[] = [];
  if (options.state === "NY" && options.homestead && (!hydrated || form.homestead))
    fields.push(
      <div className="field field--star" key="star-benefit">
        <label htmlFor={id("star")}>{t("calculator.starBenefit")}</label>
        <select
          id={id("star")}
          name="star"
          value={form.starBenefit ?? "credit"}
          onChange={(e) => onChange({ starBenefit: e.target.value === "exemption" ? "exemption" : "credit" })}
          aria-describedby={id("star-hint")}
        >
          <option value="credit">{t("calculator.starCredit")}</option>
          <option value="exemption">{t("calculator.starExemption")}</option>
        </select>
        <p id={id("star-hint")} className="field-hint">
          {t("calculator.starBenefitHint")}
        </p>
      </div>,
    );
  if (options.state === "NY" && starSegments?.length && options.homestead && (!hydrated || form.homestead))
    fields.push(
      <div className="field field--star-segment" key="star-segment">
        <label htmlFor={id("school")}>{t("calculator.starSegment")}</label>
        <select
          id={id("school")}
          name="school"
          value={form.starSegment ?? ""}
          onChange={(e) => onChange({ starSegment: e.target.value || undefined })}
        >
          <option value="">{t("calculator.starSegmentNone")}</option>
          {starSegments.map((s) => (
            <option key={s.id} value={s.id}>
              {s.schoolDistrict}, {s.municipality}
              {s.class ? ` (${t(`calculator.starSegmentClass.${s.class}`)})` : ""}
            </option>
          ))}
        </select>
      </div>,
    );
  if (options.purchase)
    fields.push(
      <fieldset className="field purchase-fields" key="purchase">
        <legend>{t("calculator.purchaseTitle")}</legend>
        <p className="field-hint">{t("calculator.purchaseHint")}</p>
        <MoneyField
          className="field"
          id={id("purchasePrice")}
          name="purchasePrice"
          label={t("calculator.purchasePrice")}
          value={form.purchasePrice}
          lang={lang}
          onChange={(purchasePrice) => onChange({ purchasePrice })}
        />
        <YearField
          className="field"
          id={id("purchaseYear")}
          name="purchaseYear"
          label={t("calculator.purchaseYear")}
          value={form.purchaseYear}
          onChange={(purchaseYear) => onChange({ purchaseYear })}
        />
      </fieldset>,
    );
  if (showClass)
    fields.push(
      <div className="field field--class" key="class">
        <label htmlFor={id("class")}>{t("calculator.propertyClass")}</label>
        <select
          id={id("class")}
          name="class"
          value={form.propertyClass ?? "class1"}
          onChange={(e) =>
            onChange({ propertyClass: e.target.value as CalculatorFormState["propertyClass"] })
          }
        >
          {NYC_CLASSES.map((c) => (
            <option key={c} value={c}>
              {t(`calculator.class.${c}`)}
            </option>
          ))}
        </select>
      </div>,
    );

  /** The state's three owner exemptions, each a checkbox with its term's tooltip. */
  const exemptionToggle = (key: "homestead" | "over65" | "disabled") => {
    const option = options[key];
    return option ? (
      <Toggle
        id={id(key)}
        name={key}
        option={option}
        term={key}
        checked={form[key]}
        onChange={(v) => onChange({ [key]: v })}
      />
    ) : null;
  };

  return (
    // data-live: the form now shows only the fields its boxes ask for (calculator.css hides the
    // others until then).
    <fieldset className="exemptions" data-live={hydrated ? "" : undefined}>
      {/* In the wizard the step's heading already says "Exemptions"; the legend still names the group for screen readers. */}
      <legend className={variant === "wizard" ? "visually-hidden" : undefined}>
        {t("calculator.exemptions")}
      </legend>
      <p className="field-hint">{t("calculator.exemptionsHint")}</p>
      {fields}
      {exemptionToggle("homestead")}
      {exemptionToggle("over65")}
      {showIncome ? (
        <MoneyField
          className="field field--nested field--income"
          id={id("income")}
          name="income"
          label={t("calculator.income")}
          hint={t("calculator.incomeHint")}
          value={form.income}
          lang={lang}
          onChange={(v) => onChange({ income: v })}
        />
      ) : null}
      {exemptionToggle("disabled")}
      {showCeiling ? (
        <div className="nested-group">
          <Toggle
            id={id("ceiling")}
            name="ceiling"
            option={{ label: t("calculator.ceiling"), hint: t("calculator.ceilingHint") }}
            term="ceiling"
            checked={form.ceiling}
            onChange={(v) => onChange({ ceiling: v })}
          />
          {!hydrated || form.ceiling ? (
            <div className="ceiling-details">
              <MoneyField
                className="field field--nested"
                id={id("ceilingAmount")}
                name="ceilingAmount"
                label={t("calculator.ceilingAmount")}
                hint={t("calculator.ceilingAmountHint")}
                value={form.ceilingAmount}
                lang={lang}
                onChange={(v) => onChange({ ceilingAmount: v })}
              />
              <YearField
                id={id("ceilingYear")}
                name="ceilingYear"
                label={t("calculator.ceilingYear")}
                value={form.ceilingYear}
                onChange={(ceilingYear) => onChange({ ceilingYear })}
              />
              <fieldset className="field field--nested ceiling-moved">
                <legend>{t("calculator.ceilingMoved")}</legend>
                <p className="field-hint">{t("calculator.ceilingMovedHint")}</p>
                <MoneyField
                  className="field"
                  id={id("formerCeilingTax")}
                  name="formerCeilingTax"
                  label={t("calculator.formerCeilingTax")}
                  value={form.formerCeilingTax}
                  lang={lang}
                  onChange={(v) => onChange({ formerCeilingTax: v })}
                />
                <MoneyField
                  className="field"
                  id={id("formerFullTax")}
                  name="formerFullTax"
                  label={t("calculator.formerTaxWithoutCeiling")}
                  value={form.formerTaxWithoutCeiling}
                  lang={lang}
                  onChange={(v) => onChange({ formerTaxWithoutCeiling: v })}
                />
              </fieldset>
            </div>
          ) : null}
          <p className="field-hint">
            <Link to={hrefFor("guide.exemptions", lang)}>{t("calculator.ceilingGuide")}</Link>
          </p>
        </div>
      ) : null}
      {vet?.kind === "levels" ? (
        <div className="field">
          <div className="field__label-row">
            <label htmlFor={id("veteran")}>{vet.label}</label>
            <TermTip term="veteran" />
          </div>
          <select
            id={id("veteran")}
            name="veteran"
            value={form.veteran}
            onChange={(e) => onChange({ veteran: e.target.value })}
            aria-describedby={vet.hint ? `${id("veteran")}-hint` : undefined}
          >
            <option value="none">{t("calculator.veteranNone")}</option>
            {vet.levels.map((l) => (
              <option key={l.value} value={l.value}>
                {l.label}
              </option>
            ))}
          </select>
          {vet.hint ? (
            <p id={`${id("veteran")}-hint`} className="field-hint">
              {vet.hint}
            </p>
          ) : null}
        </div>
      ) : null}
      {vet?.kind === "service" ? (
        <div className="field-pair">
          <div className="field">
            <label htmlFor={id("service")}>{t("calculator.veteranService")}</label>
            <select
              id={id("service")}
              name="service"
              value={form.service ?? ""}
              onChange={(e) =>
                onChange({ service: (e.target.value || undefined) as VeteranService | undefined })
              }
            >
              <option value="">{t("calculator.serviceNone")}</option>
              <option value="wartime">{t("calculator.serviceWartime")}</option>
              <option value="combat">{t("calculator.serviceCombat")}</option>
              <option value="coldwar">{t("calculator.serviceColdwar")}</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor={id("veteran")}>{t("calculator.veteranRating")}</label>
            <select
              id={id("veteran")}
              name="veteran"
              value={form.veteran}
              onChange={(e) => onChange({ veteran: e.target.value })}
            >
              <option value="none">{t("calculator.wizard.none")}</option>
              {vet.levels.map((l) => (
                <option key={l.value} value={l.value}>
                  {l.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
