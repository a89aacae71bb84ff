// "If you buy this home", under the result: the seller's capped bill against the buyer's first
// years and the escrow change, with the seller's figures asked for in a GET form (the server
// renders the comparison without JavaScript; with it, the browser recomputes in place).
import { useLocation, useSearchParams } from "@remix-run/react";
import { useCallback, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import type { BuyerFirstBill as Comparison } from "~/calculator/engine/buyer-first-bill";
import { isEstimate } from "~/calculator/engine/estimate";
import type { StateRules } from "~/calculator/engine/schemas";
import { withSections } from "~/i18n/page-sections";
import type { Lang } from "~/i18n/route-table";
import { TextField, type TextFieldProps } from "~/components/extras/TextField";
import { buyerComparison, buyerSearchParams, readBuyerInputs, type BuyerInputs } from "./buyer-inputs";
import { buyerFieldErrors, buyerText, type BuyerText } from "./buyer-text";
import { countyDetails, readyCountyDetails } from "./county-details";
import type { CalculatorOptions } from "./options";
import type { Translate } from "./report-model";
import type { Calculation } from "./ResultsCard";
import { BUYER_PARAMS, CALCULATOR_FORM_ID } from "./url-params";

await withSections("buyer");

export const BUYER_SECTION_ID = "buyer-first-bill";

export interface BuyerState {
  comparison: Comparison;
  text: BuyerText;
  inputs: BuyerInputs;
  /** New figures from the section's fields. */
  submit(next: BuyerInputs): void;
}

/**
 * The comparison for the card and the PDF. The server's (calc.buyer) until the state's rules are
 * at hand: after a calculation in the browser they are; for a result the server rendered they
 * come with the county's details, fetched once.
 */
export function useBuyerComparison(
  calc: Calculation,
  options: CalculatorOptions,
  lang: Lang,
): BuyerState | null {
  const { t: rawT } = useTranslation();
  const t = rawT as unknown as Translate;
  const [searchParams] = useSearchParams();
  // After a new calculation the card mounts again: the address then holds the figures last entered.
  const [inputs, setInputs] = useState<BuyerInputs>(() =>
    readBuyerInputs(
      typeof window === "undefined" ? searchParams : new URLSearchParams(window.location.search),
      options.taxYear,
    ),
  );
  const slug = calc.county.slug;
  const [rules, setRules] = useState<StateRules | null>(() => readyCountyDetails(slug, lang)?.rules ?? null);

  // A result the server rendered carries its comparison; the rules (one request for the
  // county's details) are fetched only when the visitor changes the section's figures.
  const submit = useCallback(
    (next: BuyerInputs) => {
      setInputs(next);
      if (rules) return;
      void countyDetails(slug, lang).then((d) => {
        if (d) setRules(d.rules);
      });
    },
    [rules, slug, lang],
  );

  const comparison: Comparison | null = useMemo(
    () => (rules ? buyerComparison(calc.form, calc.county, rules, options, inputs) : (calc.buyer ?? null)),
    [rules, calc, options, inputs],
  );
  const estimate = isEstimate(calc.result);
  const nyc = calc.county.nycClass === true;
  return useMemo(
    () =>
      comparison
        ? {
            comparison,
            text: buyerText(comparison, { lang, t, nyc, estimate, growthPercent: inputs.growth.value }),
            inputs,
            submit,
          }
        : null,
    [comparison, lang, t, nyc, estimate, inputs, submit],
  );
}

export function BuyerFirstBill({
  state,
  calc,
  options,
}: {
  state: BuyerState;
  calc: Calculation;
  options: CalculatorOptions;
}) {
  const { t: rawT } = useTranslation();
  const t = rawT as unknown as Translate;
  const { comparison, text, inputs, submit } = state;
  const errors = buyerFieldErrors(inputs, t);
  const askSeller = comparison.seller.basis !== "noCap";
  const nycOnlyAssessed = calc.county.nycClass === true;
  const fields = useRef<HTMLDivElement>(null);
  // Without JavaScript the button submits the calculator's form back to this page (the
  // calculator, or the embed inside a partner's frame), opened at the section.
  const { pathname } = useLocation();

  // With JavaScript the section recomputes in place, on its button or Enter in one of its
  // fields (which would otherwise submit the calculator's form).
  function update(e: MouseEvent | KeyboardEvent) {
    if ("key" in e && e.key !== "Enter") return;
    e.preventDefault();
    const params = new URLSearchParams();
    for (const input of fields.current?.querySelectorAll("input") ?? [])
      params.append(input.name, input.value);
    const next = readBuyerInputs(params, options.taxYear);
    submit(next);
    // The address keeps the seller's figures, so a shared link shows the same comparison.
    const url = new URL(window.location.href);
    for (const name of Object.values(BUYER_PARAMS)) url.searchParams.delete(name);
    for (const [k, v] of buyerSearchParams(next)) url.searchParams.set(k, v);
    window.history.replaceState(window.history.state, "", url);
  }

  // One of the section's fields: each submits with the calculator's form and recomputes on Enter.
  const field = (
    key: keyof typeof BUYER_PARAMS,
    props: Pick<TextFieldProps, "label" | "hint" | "prefix" | "inputMode">,
  ) => (
    <TextField
      form={CALCULATOR_FORM_ID}
      onKeyDown={update}
      id={`buyer-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`}
      name={BUYER_PARAMS[key]}
      field={inputs[key]}
      errorText={errors[key]}
      {...props}
    />
  );

  return (
    <section
      className="results-section buyer-bill"
      id={BUYER_SECTION_ID}
      aria-labelledby={`${BUYER_SECTION_ID}-title`}
      data-testid="buyer-first-bill"
    >
      <h3 id={`${BUYER_SECTION_ID}-title`}>{text.title}</h3>
      <p>{text.intro}</p>
      {text.estimate ? (
        <p className="callout callout--warning" role="note">
          {text.estimate}
        </p>
      ) : null}
      <dl className="figures buyer-bill__figures">
        {text.figures.map((f) => (
          <div className="figure" key={f.label}>
            <dt>{f.label}</dt>
            <dd>
              <span className="figure__value" data-figure={f.label}>
                {f.value}
              </span>
              {f.note ? <span className="figure__note">{f.note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>

      <div
        className="table-scroll"
        role="region"
        aria-labelledby={`${BUYER_SECTION_ID}-caption`}
        tabIndex={0}
      >
        <table className="buyer-bill__years">
          <caption id={`${BUYER_SECTION_ID}-caption`}>{text.table.caption}</caption>
          <thead>
            <tr>
              {text.table.cols.map((c, i) => (
                <th scope="col" key={c} className={i > 0 ? "num" : undefined}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {text.table.rows.map(([year, ...cells]) => (
              <tr key={year}>
                <th scope="row">{year}</th>
                {cells.map((cell, i) => (
                  <td className="num" key={i} data-label={text.table.cols[i + 1]}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h4>{text.escrowTitle}</h4>
      <dl className="buyer-bill__escrow" data-testid="buyer-escrow">
        {text.escrow.map((r) => (
          <div key={r.label}>
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">{text.escrowNote}</p>

      <ul className="buyer-bill__notes">
        {[...text.differs, ...text.assumptions].map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>

      {/* The fields submit with the calculator's own GET form, so its inputs travel with
          them and no field name appears twice on the page. */}
      <div
        ref={fields}
        className="extra-form buyer-bill__form"
        role="group"
        aria-labelledby={`${BUYER_SECTION_ID}-form-title`}
      >
        <h4 id={`${BUYER_SECTION_ID}-form-title`}>{t("buyer.form.title")}</h4>
        <p className="field-hint">{t("buyer.form.hint")}</p>
        <div className="extra-form__grid">
          {field("price", { label: t("buyer.form.price"), hint: t("buyer.form.priceHint"), prefix: "$" })}
          {askSeller ? field("sellerAssessed", { label: t("buyer.form.sellerAssessed"), prefix: "$" }) : null}
          {askSeller && !nycOnlyAssessed ? (
            <>
              {field("sellerYear", {
                label: t("buyer.form.sellerYear"),
                hint: t("buyer.form.sellerPurchaseHint"),
              })}
              {field("sellerPrice", { label: t("buyer.form.sellerPrice"), prefix: "$" })}
            </>
          ) : null}
          {field("growth", { label: t("buyer.form.growth"), inputMode: "decimal" })}
        </div>
        <div className="extra-form__actions">
          <button
            type="submit"
            form={CALCULATOR_FORM_ID}
            formAction={`${pathname}#${BUYER_SECTION_ID}`}
            className="button button--secondary"
            onClick={update}
          >
            {t("buyer.form.submit")}
          </button>
        </div>
      </div>
    </section>
  );
}
