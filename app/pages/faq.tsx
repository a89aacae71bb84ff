import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useSearchParams } from "@remix-run/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ServerSection, serverSection, serverSectionEntries } from "~/utils/server-sections";
import { PAGE_JSON_LD, PageJsonLd } from "~/components/PageJsonLd";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { PageErrorBoundary } from "~/components/errors";
import { RichText } from "~/content/portable-text";
import { answerText, FAQ_CATEGORIES, filterFaq, highlight } from "~/content/faq-search";
import { faqQuery } from "~/content/queries";
import type { FaqItemView } from "~/content/queries/views";
import { pageHeaders } from "~/utils/http.server";
import { requirePage } from "~/utils/page.server";
import { pageMeta } from "~/utils/seo";
import { withSections } from "~/i18n/page-sections";
import { PageArt } from "~/components/PageArt";

await withSections("faq");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const {
    lang,
    t,
    respond,
    queried: items,
  } = await requirePage({ request, context }, "faq", ({ cms, state, lang }) =>
    cms(faqQuery, { state, lang }),
  );
  const params = new URL(request.url).searchParams;
  return respond({
    lang,
    // What the list and its search need; the answers' text is rendered by the server and read
    // from the page by the search in the browser (decision 111).
    // Known by their position: the answers' sections and the search's results name them so.
    items: items.map(({ category, question }) => ({ category, question })),
    answers: serverSectionEntries(
      context,
      Object.fromEntries(items.map((item, i) => [answerSectionId(i), item.answer])),
    ),
    // The address's search, done here with the answers at hand, so the browser hydrates the
    // same list before it can read them from the page.
    searched: {
      q: params.get("q") ?? "",
      found: filterFaq(items, params.get("q") ?? "", categoryOf(params)).map((item) => items.indexOf(item)),
    },
    // Structured data for search engines: rendered by the server, not serialised (PageJsonLd).
    jsonLd: serverSection(context, PAGE_JSON_LD, [
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        inLanguage: lang === "es" ? "es-US" : "en-US",
        mainEntity: items.map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: answerText(item.answer) },
        })),
      },
    ]),
    meta: {
      title: t("faq.title"),
      description: t("faq.description"),
    },
  });
}

export const meta = pageMeta;
export const headers = pageHeaders;

const answerSectionId = (index: number) => `faq-answer-${index}`;

function categoryOf(params: URLSearchParams): string | null {
  const raw = params.get("category");
  return FAQ_CATEGORIES.includes(raw as never) ? raw : null;
}

/** An answer's text for the search: from the data after a move in the browser, else from the page. */
function answerTextFrom(answers: Record<string, FaqItemView["answer"]> | null) {
  return (item: { index: number }) => {
    const answer = answers?.[answerSectionId(item.index)];
    if (answer !== undefined) return answerText(answer);
    return typeof document === "undefined"
      ? ""
      : (document.getElementById(answerSectionId(item.index))?.textContent ?? "");
  };
}

export default function FaqPage() {
  const { items, answers, searched, lang, jsonLd } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [q, setQ] = useState(params.get("q") ?? "");
  const category = categoryOf(params);
  const list = useMemo(() => items.map((item, index) => ({ ...item, index })), [items]);
  const shown = useMemo(() => {
    // Until the visitor types, the server's search for the address (the same list it rendered).
    if (q === searched.q) return searched.found.flatMap((i) => list[i] ?? []);
    return filterFaq(list, q, category, answerTextFrom(answers));
  }, [list, answers, searched, q, category]);
  // Every answer stays in the page (those not found are hidden): the server's markup of an answer
  // is kept by the browser only while its element is.
  const found = new Set(shown.map((item) => item.index));
  const ordered = [...shown, ...list.filter((item) => !found.has(item.index))];
  const home = lang === "es" ? "/es" : "/";
  return (
    <div className="container narrow">
      <Breadcrumbs items={[{ label: t("nav.home"), to: home }, { label: t("nav.faq") }]} />
      <header className="page-header page-header--art">
        <PageArt name="faq" />
        <h1>{t("faq.title")}</h1>
      </header>
      <Form method="get" role="search" className="search-form" preventScrollReset>
        <label htmlFor="faq-search">{t("faq.searchLabel")}</label>
        <div className="search-row">
          <input
            id="faq-search"
            name="q"
            type="search"
            value={q}
            placeholder={t("faq.searchPlaceholder")}
            onChange={(e) => setQ(e.currentTarget.value)}
            autoComplete="off"
          />
          {category ? <input type="hidden" name="category" value={category} /> : null}
          <button type="submit" className="button">
            {t("faq.searchButton")}
          </button>
        </div>
      </Form>
      <nav aria-label={t("faq.categories")} className="chip-row">
        {[null, ...FAQ_CATEGORIES].map((c) => {
          const search = new URLSearchParams();
          if (q) search.set("q", q);
          if (c) search.set("category", c);
          const qs = search.toString();
          return (
            <a
              key={c ?? "all"}
              href={qs ? `?${qs}` : "?"}
              className="chip"
              aria-current={c === category ? "page" : undefined}
            >
              {t(c ? `faq.${c}` : "faq.all")}
            </a>
          );
        })}
      </nav>
      <p role="status" className="meta-line">
        {shown.length === 0 ? t("faq.noResults", { q }) : t("faq.resultCount", { count: shown.length })}
      </p>
      <div className="faq-list">
        {ordered.map((item) => (
          <details key={item.index} className="faq-item" hidden={!found.has(item.index)}>
            <summary>
              {highlight(item.question, q).map((part, i) =>
                part.hit ? <mark key={i}>{part.text}</mark> : part.text,
              )}
            </summary>
            <ServerSection
              id={answerSectionId(item.index)}
              data={answers?.[answerSectionId(item.index)] ?? null}
              className="prose"
            >
              {(answer) => (typeof answer === "string" ? <p>{answer}</p> : <RichText value={answer} />)}
            </ServerSection>
          </details>
        ))}
      </div>
      <PageJsonLd data={jsonLd} />
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
