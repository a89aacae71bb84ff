import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ExternalLink } from "~/components/ExternalLink";
import { PageErrorBoundary } from "~/components/errors";
import { hrefFor } from "~/i18n/links";
import { withSections } from "~/i18n/page-sections";
import { kitWords } from "~/protest/kit-words";
import type { Lang } from "~/i18n/route-table";
import { usePickerList } from "~/calculator/ui/use-picker-list";
import { countyNameFor } from "~/i18n/place-names";
import { compSizeField, compValueField, KIT_COUNTIES_SECTION, MAX_COMPARABLES } from "~/protest/kit-fields";
import { startCalculatorCounties } from "~/calculator/ui/calculator.server";
import { loadProtestKit, type KitResult } from "~/protest/kit.server";
import { countyInSentence } from "~/protest/kit-text";
import { ProtestPdfButton } from "~/protest/ProtestPdfButton";
import { formatDate, formatMoney, formatMoneyCents, formatNumber } from "~/utils/format";
import { pageHeaders } from "~/utils/http.server";
import { requirePage } from "~/utils/page.server";
import { pageMeta } from "~/utils/seo";
import { PageArt } from "~/components/PageArt";

await withSections("protestKit");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requirePage({ request, context }, "protest-kit", startCalculatorCounties);
  const { lang, site, t, respond, url } = ctx;
  const kit = await loadProtestKit(ctx, context);
  const submitted = [...url.searchParams.keys()].length > 0;
  return respond(
    {
      lang,
      stateName: site.stateName,
      siteState: site.state,
      siteUrl: site.siteUrl,
      today: new Date().toISOString().slice(0, 10),
      kit,
      meta: {
        title: t("protestKit.title", { state: site.stateName, ...kitWords(site.state) }),
        description: t("protestKit.description", { state: site.stateName, ...kitWords(site.state) }),
        noindex: submitted,
      },
    },
    // A filled-in kit is one visitor's: it is not kept in shared caches.
    submitted ? "private" : "content",
  );
}

export const meta = pageMeta;
export const headers = pageHeaders;

const FIELD_IDS: Record<string, string> = {
  county: "kit-county",
  notice: "kit-notice",
  hearing: "kit-hearing",
  class: "kit-class",
  value: "kit-value",
  sqft: "kit-sqft",
  comparables: "kit-c1v",
};
const fieldId = (name: string) => FIELD_IDS[name] ?? `kit-${name}`;

/** The county select; on a document its list is read back from the select itself (usePickerList). */
function KitCountySelect(props: {
  packed: string | null;
  lang: Lang;
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const { t } = useTranslation();
  // Names read back from the select are already in the page's language; countyNameFor leaves them so.
  const counties = usePickerList(KIT_COUNTIES_SECTION, props.packed, FIELD_IDS.county);
  return (
    <select
      id={FIELD_IDS.county}
      name="county"
      defaultValue={props.value}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
    >
      <option value="">{t("protestKit.countyChoose")}</option>
      {counties.map((c) => (
        <option key={c.slug} value={c.slug}>
          {countyNameFor(c.name, props.lang)}
        </option>
      ))}
    </select>
  );
}

export default function ProtestKitPage() {
  const { lang, stateName, siteState, kit, today, siteUrl } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  if (!kit.ok)
    return (
      <div className="container" id="protest-kit" tabIndex={-1}>
        <h1>{t("protestKit.title", { state: stateName, ...kitWords(siteState) })}</h1>
        <p role="alert">{t("error.stateDataNotLoaded")}</p>
      </div>
    );
  const { values, errors, result, state } = kit;
  // The summary lists problems in the form's order.
  const order = ["county", "notice", "class", "hearing", "value", "sqft", "comparables"];
  const rank = (f: string) =>
    order.includes(f) ? order.indexOf(f) : order.length + Number(f.replace(/\D/g, ""));
  const listed = Object.keys(errors).sort((a, b) => rank(a) - rank(b));
  const errorText = (name: string) => (errors[name] ? t(errors[name]!) : null);
  const described = (name: string, hint?: boolean) =>
    [hint ? `${fieldId(name)}-hint` : null, errors[name] ? `${fieldId(name)}-error` : null]
      .filter(Boolean)
      .join(" ") || undefined;
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`${fieldId(name)}-error`} className="field-error">
        {errorText(name)}
      </p>
    ) : null;
  const input = (name: string, props: Record<string, unknown> = {}, hint?: boolean) => (
    <input
      id={fieldId(name)}
      name={name}
      defaultValue={values[name] ?? ""}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={described(name, hint)}
      {...props}
    />
  );
  const chosenCounty = values.county ?? "";
  const checklist = t(`protestKit.states.${state}.checklist`, { returnObjects: true }) as unknown as string[];

  return (
    <div className="container protest-kit" id="protest-kit" tabIndex={-1}>
      <header className="page-header page-header--art">
        <PageArt name="protest-kit" />
        <h1>{t("protestKit.title", { state: stateName, ...kitWords(siteState) })}</h1>
        <p className="lede">{t("protestKit.intro")}</p>
      </header>

      {listed.length > 0 ? (
        <div role="alert" className="error-summary" tabIndex={-1}>
          <h2>{t("protestKit.errorSummary")}</h2>
          <ul>
            {listed.map((f) => (
              <li key={f}>
                <a href={`#${fieldId(f)}`}>{errorText(f)}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {result ? (
        <KitResultView
          result={result}
          lang={lang}
          today={today}
          query={location.search}
          kitUrl={`${siteUrl}${location.pathname}${location.search}`}
          siteName={stateName}
        />
      ) : null}

      <Form method="get" className="kit-form" noValidate key={location.search}>
        <fieldset>
          <legend>{t("protestKit.formTitle")}</legend>
          <div className="field">
            <label htmlFor="kit-county">{t("protestKit.countyLabel")}</label>
            <KitCountySelect
              packed={kit.counties}
              lang={lang}
              value={chosenCounty}
              invalid={Boolean(errors.county)}
              describedBy={described("county")}
            />
            {fieldError("county")}
          </div>
          <div className="field">
            <label htmlFor="kit-notice">{t(`protestKit.states.${state}.noticeLabel`)}</label>
            {input("notice", { type: "date", autoComplete: "off" }, true)}
            <p id="kit-notice-hint" className="field-hint">
              {t("protestKit.dateHint")}
            </p>
            {fieldError("notice")}
          </div>
          {kit.nycCounties.length > 0 ? (
            <div className="field">
              <label htmlFor="kit-class">{t("protestKit.classLabel")}</label>
              <select
                id="kit-class"
                name="class"
                defaultValue={values.class ?? "class1"}
                aria-describedby="kit-class-hint"
              >
                <option value="class1">{t("protestKit.class1")}</option>
                <option value="other">{t("protestKit.classOther")}</option>
              </select>
              <p id="kit-class-hint" className="field-hint">
                {t("protestKit.classHint")}
              </p>
            </div>
          ) : null}
          <div className="field">
            <label htmlFor="kit-hearing">{t("protestKit.hearingLabel")}</label>
            {input("hearing", { type: "date", autoComplete: "off" }, true)}
            <p id="kit-hearing-hint" className="field-hint">
              {t("protestKit.hearingHint")}
            </p>
            {fieldError("hearing")}
          </div>
        </fieldset>

        <fieldset className="kit-worksheet">
          <legend>{t("protestKit.worksheetTitle")}</legend>
          <p>{t("protestKit.worksheetIntro")}</p>
          <div className="kit-row">
            <div className="field">
              <label htmlFor="kit-value">{t("protestKit.valueLabel")}</label>
              {input("value", { type: "text", inputMode: "numeric", maxLength: 20 })}
              {fieldError("value")}
            </div>
            <div className="field">
              <label htmlFor="kit-sqft">{t("protestKit.sqftLabel")}</label>
              {input("sqft", { type: "text", inputMode: "numeric", maxLength: 12 })}
              {fieldError("sqft")}
            </div>
          </div>
          {kit.homesteadLabel ? (
            <div className="field field--check">
              <input
                type="checkbox"
                id="kit-homestead"
                name="homestead"
                value="1"
                defaultChecked={values.homestead === "1"}
                aria-describedby="kit-homestead-hint"
              />
              <label htmlFor="kit-homestead">{kit.homesteadLabel}</label>
              <p id="kit-homestead-hint" className="field-hint">
                {t("protestKit.homesteadNote")}
              </p>
            </div>
          ) : null}
          {fieldError("comparables")}
          {Array.from({ length: MAX_COMPARABLES }, (_, i) => i + 1).map((n) => (
            <fieldset key={n} className="kit-comparable">
              <legend>{t("protestKit.compLegend", { n })}</legend>
              <div className="kit-row">
                <div className="field">
                  <label htmlFor={fieldId(compValueField(n))}>{t("protestKit.compValue")}</label>
                  {input(compValueField(n), { type: "text", inputMode: "numeric", maxLength: 20 })}
                  {fieldError(compValueField(n))}
                </div>
                <div className="field">
                  <label htmlFor={fieldId(compSizeField(n))}>{t("protestKit.compSize")}</label>
                  {input(compSizeField(n), { type: "text", inputMode: "numeric", maxLength: 12 })}
                  {fieldError(compSizeField(n))}
                </div>
              </div>
            </fieldset>
          ))}
        </fieldset>
        <button type="submit" className="button">
          {t("protestKit.submit", kitWords(siteState))}
        </button>
      </Form>

      <section className="kit-checklist" aria-labelledby="kit-checklist-title">
        <h2 id="kit-checklist-title">{t("protestKit.checklistTitle")}</h2>
        <ul>
          {checklist.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <aside className="callout">
        <p>{t("protestKit.notAdvice")}</p>
        <p>
          <Link to={hrefFor("disclaimer", lang)}>{t("nav.disclaimer")}</Link>
        </p>
      </aside>
    </div>
  );
}

function KitResultView({
  result,
  lang,
  today,
  query,
  kitUrl,
  siteName,
}: {
  result: KitResult;
  lang: Lang;
  today: string;
  query: string;
  kitUrl: string;
  siteName: string;
}) {
  const { t } = useTranslation();
  const tt = (k: string, o?: Record<string, unknown>) => t(k, o ?? {}) as string;
  const county = countyInSentence(result.county.name, lang, tt);
  const d = result.deadline;
  const w = result.worksheet;
  const calculatorHref = w
    ? `${hrefFor("calculator", lang)}?${new URLSearchParams({
        value: String(w.noticeValue),
        county: result.county.slug,
        ...(w.homestead ? { homestead: "1" } : {}),
      })}`
    : "";
  const calendarHref = `${lang === "es" ? "/es/kit-de-protesta/calendario.ics" : "/protest-kit/calendar.ics"}${query}`;
  return (
    <section className="kit-result" aria-labelledby="kit-deadline-title" id="kit-result">
      <h2 id="kit-deadline-title">{t("protestKit.deadlineTitle")}</h2>
      <p className="kit-deadline">
        {t("protestKit.deadlineLead", { county })}{" "}
        <strong data-testid="kit-deadline">{formatDate(d.date, lang)}</strong>
      </p>
      <p>{t(`protestKit.basis.${d.basis}`, { county })}</p>
      {d.ruleDate !== d.date ? (
        <p>{t("protestKit.moved", { ruleDate: formatDate(d.ruleDate, lang) })}</p>
      ) : null}
      {d.opens ? <p>{t("protestKit.opens", { date: formatDate(d.opens, lang) })}</p> : null}
      {d.date < today ? (
        <p className="kit-passed" role="note">
          {t("protestKit.passed")}
        </p>
      ) : null}
      <p className="kit-dates">
        {t("protestKit.noticeOn", { date: formatDate(result.noticeDate, lang) })}
        {result.hearingDate
          ? ` ${t("protestKit.hearingOn", { date: formatDate(result.hearingDate, lang) })}`
          : null}
      </p>
      <h3>{t("protestKit.rulesTitle")}</h3>
      <ul className="kit-sources">
        {d.sources.map((s) => (
          <li key={s.url}>
            <ExternalLink href={s.url}>{s.title[lang]}</ExternalLink>
          </li>
        ))}
      </ul>
      <p className="kit-actions">
        <a className="button button--secondary" href={calendarHref} download>
          {result.hearingDate ? t("protestKit.calendarWithHearing") : t("protestKit.calendar")}
        </a>
        <ProtestPdfButton result={result} lang={lang} kitUrl={kitUrl} stateName={siteName} />
      </p>
      {w ? (
        <section aria-labelledby="kit-worksheet-title">
          <h2 id="kit-worksheet-title">{t("protestKit.worksheetResultTitle")}</h2>
          <div className="table-scroll">
            <table className="kit-comparables">
              <thead>
                <tr>
                  <th scope="col">{t("protestKit.colHome")}</th>
                  <th scope="col">{t("protestKit.colValue")}</th>
                  <th scope="col">{t("protestKit.colSize")}</th>
                  <th scope="col">{t("protestKit.colPerSqft")}</th>
                </tr>
              </thead>
              <tbody>
                {w.comparables.map((c, i) => (
                  <tr key={i}>
                    <th scope="row">{i + 1}</th>
                    <td>{formatMoney(c.value, lang)}</td>
                    <td>{formatNumber(c.squareFeet, lang)}</td>
                    <td>{formatMoneyCents(w.perSquareFoot[i], lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className="kit-figures">
            <dt>{t("protestKit.medianPerSqft")}</dt>
            <dd data-testid="kit-median">{formatMoneyCents(w.medianPerSquareFoot, lang)}</dd>
            <dt>{t("protestKit.impliedValue", { sqft: formatNumber(w.squareFeet, lang) })}</dt>
            <dd data-testid="kit-implied">{formatMoney(w.impliedValue, lang)}</dd>
            <dt>{t("protestKit.noticeValue")}</dt>
            <dd>{formatMoney(w.noticeValue, lang)}</dd>
            {w.taxAtNotice !== null && w.taxAtComparables !== null ? (
              <>
                <dt>{t("protestKit.taxAtNotice", { year: w.taxYear })}</dt>
                <dd>{formatMoney(w.taxAtNotice, lang)}</dd>
                <dt>{t("protestKit.taxAtComparables", { year: w.taxYear })}</dt>
                <dd>{formatMoney(w.taxAtComparables, lang)}</dd>
                <dt>{t("protestKit.savings")}</dt>
                <dd data-testid="kit-savings">{formatMoney(w.savings ?? 0, lang)}</dd>
              </>
            ) : null}
          </dl>
          {w.impliedValue >= w.noticeValue ? <p>{t("protestKit.noLowerValue")}</p> : null}
          {w.taxAtNotice === null ? <p>{t("protestKit.taxNotPriced")}</p> : null}
          <p className="kit-rate-note">
            {t("protestKit.rateNote", {
              county,
              kind: t(w.rate.kind === "official" ? "protestKit.rateOfficial" : "protestKit.rateEstimate"),
            })}{" "}
            <Link to={calculatorHref}>{t("protestKit.rateLink")}</Link>
          </p>
        </section>
      ) : null}
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
