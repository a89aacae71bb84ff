import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CopyButton } from "~/components/CopyButton";
import { EMBED_HEIGHT, embedSnippet } from "~/components/embed-snippet";
import { PageErrorBoundary } from "~/components/errors";
import { hrefFor } from "~/i18n/links";
import { withSections } from "~/i18n/page-sections";
import { pageHeaders } from "~/utils/http.server";
import { requirePage } from "~/utils/page.server";
import { pageMeta } from "~/utils/seo";

// The Embed page: the HTML that frames the calculator on a partner's site, and that same frame
// live below it (this page alone may frame the site's pages: server/security.mjs).
await withSections("embed");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, site, t, respond } = await requirePage({ request, context }, "embed");
  const state = site.stateName;
  const other = lang === "en" ? "es" : "en";
  const frameTitle = t("embed.frameTitle", { state });
  return respond(
    {
      snippet: embedSnippet({
        src: `${site.siteUrl}${hrefFor("embed-calculator", lang)}`,
        title: frameTitle,
      }),
      otherLanguageSrc: `${site.siteUrl}${hrefFor("embed-calculator", other)}`,
      previewSrc: hrefFor("embed-calculator", lang),
      frameTitle,
      stateName: state,
      meta: { title: t("embed.title", { state }), description: t("embed.description", { state }) },
    },
    "static",
  );
}

export const meta = pageMeta;
export const headers = pageHeaders;

/**
 * The live preview: a whole calculator page in a frame (its own 8–10 scripts). A lazy frame is
 * still fetched while the page loads when it is within the browser's lazy-load distance, so
 * with JavaScript the frame gets its address only once it comes into view; without, the
 * <noscript> copy loads as the snippet would.
 */
function PreviewFrame({ src, title }: { src: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    if (typeof IntersectionObserver === "undefined") return setVisible(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const props = {
    className: "embed-preview",
    width: "100%",
    height: EMBED_HEIGHT,
    style: { border: 0, maxWidth: "100%" },
  };
  return (
    <>
      <iframe
        ref={frame}
        title={title}
        {...props}
        className="embed-preview embed-preview--on-view"
        src={visible ? src : undefined}
      />
      <noscript>
        <iframe title={title} {...props} src={src} loading="lazy" />
      </noscript>
    </>
  );
}

export default function EmbedPage() {
  const { snippet, otherLanguageSrc, previewSrc, frameTitle, stateName } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container embed-page">
      <header className="page-header">
        <h1>{t("embed.title", { state: stateName })}</h1>
        <p className="lede">{t("embed.intro")}</p>
      </header>
      <section aria-labelledby="embed-code-title">
        <h2 id="embed-code-title">{t("embed.codeTitle")}</h2>
        <div className="field">
          <label htmlFor="embed-code">{t("embed.codeLabel")}</label>
          <textarea
            id="embed-code"
            className="embed-code"
            readOnly
            rows={4}
            spellCheck={false}
            value={snippet}
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
        {/* Without JavaScript the code is selected and copied by hand. */}
        <CopyButton
          text={() => snippet}
          label={t("embed.copy")}
          copied={{ title: t("embed.copied") }}
          failed={{ title: t("embed.copyFailed") }}
        />
        <p>
          {t("embed.otherLanguage")} <code className="embed-url">{otherLanguageSrc}</code>
        </p>
      </section>
      <section aria-labelledby="embed-notes-title">
        <h2 id="embed-notes-title">{t("embed.notesTitle")}</h2>
        <ul>
          <li>{t("embed.widthNote", { attribute: 'width="100%"' })}</li>
          <li>{t("embed.heightNote", { height: EMBED_HEIGHT })}</li>
          <li>{t("embed.lazyNote", { attribute: 'loading="lazy"' })}</li>
          <li>{t("embed.privacyNote")}</li>
          <li>{t("embed.noJsNote")}</li>
        </ul>
      </section>
      <section aria-labelledby="embed-terms-title">
        <h2 id="embed-terms-title">{t("embed.termsTitle")}</h2>
        <p>{t("embed.terms")}</p>
      </section>
      <section aria-labelledby="embed-preview-title">
        <h2 id="embed-preview-title">{t("embed.previewTitle")}</h2>
        <p>{t("embed.previewText")}</p>
        <PreviewFrame src={previewSrc} title={frameTitle} />
      </section>
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
