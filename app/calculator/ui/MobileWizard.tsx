import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ModalDialog } from "~/forms/ModalDialog";
import type { Lang } from "~/i18n/route-table";
import { CountyPicker } from "./CountyPicker";
import type { PickerCounty } from "./picker-list";
import { readyCountyDetails } from "./county-details";
import { ExemptionFields } from "./ExemptionFields";
import { HomeValueField } from "./HomeValueField";
import type { CalculatorOptions } from "./options";
import { countyLabel, inputRows, type Translate } from "./report-model";
import type { CalculatorFormState } from "./url-params";
import { canAdvance, WIZARD_STEPS, type WizardCloseReason, type WizardStep } from "./wizard-steps";

// The phone calculator (under 768 px): a full-screen dialog with four steps, one question at a
// time. Focus goes to each step's heading; Escape or Back on the first step closes it.

export interface MobileWizardProps {
  form: CalculatorFormState;
  onChange: (patch: Partial<CalculatorFormState>) => void;
  options: CalculatorOptions;
  counties: readonly PickerCounty[];
  lang: Lang;
  onValueCommit: (value: number) => void;
  onCalculate: () => void;
  onClose: (reason: WizardCloseReason, step: WizardStep) => void;
}

export function MobileWizard({
  form,
  onChange,
  options,
  counties,
  lang,
  onValueCommit,
  onCalculate,
  onClose,
}: MobileWizardProps) {
  const { t: rawT } = useTranslation();
  const t = rawT as unknown as Translate;
  const id = useId().replace(/:/g, "");
  const [step, setStep] = useState<WizardStep>(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const key = WIZARD_STEPS[step - 1];
  const county = counties.find((c) => c.slug === form.county);
  const ok = canAdvance(step, form);

  // The dialog focuses the first heading when it opens; later steps move focus here.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  function next() {
    if (!canAdvance(step, form)) return;
    if (step === 1) onValueCommit(form.value);
    if (step < 4) setStep((step + 1) as WizardStep);
    else onCalculate();
  }

  function back() {
    if (step === 1) onClose("back", step);
    else setStep((step - 1) as WizardStep);
  }

  const total = WIZARD_STEPS.length;
  const stepLabel = t("calculator.wizard.stepOf", { step, total });
  const rows = inputRows(
    form,
    options,
    county ? countyLabel(county.name, t) : t("calculator.inputs.notSet"),
    lang,
    t,
  );

  return (
    <ModalDialog
      labelledBy={`${id}-title`}
      describedBy={`${id}-step`}
      onClose={() => onClose("escape", step)}
      className="wizard"
      initialFocus={heading}
    >
      <div className="wizard__top">
        <p id={`${id}-title`} className="wizard__title">
          {t("calculator.wizard.title")}
        </p>
        <button
          type="button"
          className="modal-close"
          onClick={() => onClose("close", step)}
          aria-label={t("calculator.wizard.close")}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="wizard__progress">
        <p id={`${id}-step`} className="wizard__step-label">
          {stepLabel}
        </p>
        <div
          className="progress"
          role="progressbar"
          aria-labelledby={`${id}-step`}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={step}
          aria-valuetext={`${stepLabel}: ${t(`calculator.wizard.steps.${key}`)}`}
        >
          <span className="progress__bar" style={{ width: `${(step / total) * 100}%` }} />
        </div>
      </div>

      <section className="wizard__body" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
          {t(`calculator.wizard.steps.${key}`)}
        </h2>
        <p className="wizard__lede">{t(`calculator.wizard.${key}Text`)}</p>

        {step === 1 ? (
          <HomeValueField
            id={`${id}-value`}
            value={form.value}
            lang={lang}
            onChange={(value) => onChange({ value })}
            onCommit={onValueCommit}
            onEnter={next}
            warnings={options.warnings}
            label={options.valueLabel}
            hint={options.valueHint}
          />
        ) : null}
        {step === 2 ? (
          <CountyPicker
            id={`${id}-county`}
            counties={counties}
            value={form.county}
            onChange={(county) => onChange({ county })}
            onEnter={next}
          />
        ) : null}
        {step === 3 ? (
          <ExemptionFields
            idPrefix={`${id}-ex`}
            options={options}
            form={form}
            onChange={onChange}
            lang={lang}
            variant="wizard"
            nycCounty={county?.nycClass === true}
            starSegments={county ? readyCountyDetails(county.slug, lang)?.county.starSegments : undefined}
          />
        ) : null}
        {step === 4 ? (
          <dl className="review">
            {rows.map((r, i) => (
              <div key={r.label} className="review__row">
                <dt>{r.label}</dt>
                <dd>
                  <span>{r.value}</span>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => setStep(i === 0 ? 1 : i === 1 ? 2 : 3)}
                  >
                    {t("calculator.wizard.edit")}
                    <span className="visually-hidden">: {r.label}</span>
                  </button>
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </section>

      <div className="wizard__nav">
        <button type="button" className="button button--secondary" onClick={back}>
          {step === 1 ? t("calculator.wizard.back") : t("calculator.wizard.previous")}
        </button>
        <button type="button" className="button" onClick={next} disabled={!ok}>
          {step === 4 ? t("calculator.wizard.calculateTax") : t("calculator.wizard.next")}
        </button>
      </div>
    </ModalDialog>
  );
}
