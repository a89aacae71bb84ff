import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useSearchParams } from "@remix-run/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { serverSection } from "~/utils/server-sections";
import { PAGE_JSON_LD, PageJsonLd } from "~/components/PageJsonLd";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { PageErrorBoundary } from "~/components/errors";
import { RichText } from "~/content/portable-text";
import { answerText, FAQ_CATEGORIES, filterFaq, highlight } from "~/content/faq-search";
import { faqQuery } from "~/content/queries";
import { pageHeaders } from "~/utils/http.server";
import { requirePage } from "~/utils/page.server";
import { pageMeta } from "~/utils/seo";
import { withSections } from "~/i18n/page-sections";

await withSections("faq");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, site, t, cms, respond } = await requirePage(request, "faq");
  const items = await cms(faqQuery, { state: site.state, lang });
  return respond({
    lang,
    items,
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

export default function FaqPage() {
  const { items, lang, jsonLd } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [q, setQ] = useState(params.get("q") ?? "");
  const rawCategory = params.get("category");
  const category = FAQ_CATEGORIES.includes(rawCategory as never) ? rawCategory : null;
  const shown = useMemo(() => filterFaq(items, q, category), [items, q, category]);
  const home = lang === "es" ? "/es" : "/";
  return (
    <div className="container narrow">
      <Breadcrumbs items={[{ label: t("nav.home"), to: home }, { label: t("nav.faq") }]} />
      <header className="page-header">
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
        {shown.map((item) => (
          <details key={item.id} className="faq-item">
            <summary>
              {highlight(item.question, q).map((part, i) =>
                part.hit ? <mark key={i}>{part.text}</mark> : part.text,
              )}
            </summary>
            <div className="prose">
              {typeof item.answer === "string" ? <p>{item.answer}</p> : <RichText value={item.answer} />}
            </div>
          </details>
        ))}
      </div>
      <PageJsonLd data={jsonLd} />
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
