import type { MetaDescriptor } from "@remix-run/node";
import { OG_HEIGHT, OG_WIDTH, ogImagePath } from "~/components/og/paths";
import type { Lang, SiteState } from "~/i18n/route-table";
import type { PageMeta } from "./page.server";

/** What link previews need beyond the page's own meta: the build's card and the site's name. */
export interface ShareContext {
  siteUrl: string;
  state: SiteState;
  lang: Lang;
  /** The page's path, for og:url (query strings are not part of the page's identity). */
  pathname?: string;
}

/** Open Graph and Twitter card tags: the build's card in the page's language (public/og/), locale and site name. */
export function shareMeta(
  meta: PageMeta,
  siteName: string | undefined,
  share: ShareContext,
): MetaDescriptor[] {
  const image = `${share.siteUrl}${ogImagePath(share.state, share.lang)}`;
  const alt = siteName ?? meta.title;
  const out: MetaDescriptor[] = [
    { property: "og:locale", content: share.lang === "es" ? "es_MX" : "en_US" },
    { property: "og:locale:alternate", content: share.lang === "es" ? "en_US" : "es_MX" },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(OG_WIDTH) },
    { property: "og:image:height", content: String(OG_HEIGHT) },
    { property: "og:image:alt", content: alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: meta.title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: alt },
  ];
  if (siteName) out.unshift({ property: "og:site_name", content: siteName });
  if (share.pathname) out.unshift({ property: "og:url", content: `${share.siteUrl}${share.pathname}` });
  return out;
}

/** Route `meta` from the `meta` object every page loader returns. */
export function seoMeta(
  meta: PageMeta | undefined,
  siteName?: string,
  share?: ShareContext,
): MetaDescriptor[] {
  if (!meta) return [{ title: siteName ?? "" }];
  const title = siteName && !meta.title.includes(siteName) ? `${meta.title} | ${siteName}` : meta.title;
  const out: MetaDescriptor[] = [
    { title },
    { name: "description", content: meta.description },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:type", content: "website" },
  ];
  if (share) out.push(...shareMeta(meta, siteName, share));
  if (meta.noindex) out.push({ name: "robots", content: "noindex" });
  return out;
}

export function breadcrumbJsonLd(siteUrl: string, items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: `${siteUrl}${item.path}`,
    })),
  };
}

/** The calculator as a free web application (home and calculator pages). */
export function calculatorJsonLd(name: string, lang: Lang, url: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name,
    applicationCategory: "FinanceApplication",
    operatingSystem: "Any",
    inLanguage: lang === "es" ? "es-US" : "en-US",
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    url,
  };
}

type MetaArgs = {
  data?: unknown;
  matches: { id: string; data?: unknown }[];
  location?: { pathname: string };
};

/** The `meta` export shared by every page module. */
export function pageMeta({ data, matches, location }: MetaArgs): MetaDescriptor[] {
  const root = matches.find((m) => m.id === "root")?.data as
    { siteName?: string; siteUrl?: string; state?: SiteState; lang?: Lang } | undefined;
  const share =
    root?.siteUrl && root.state && root.lang
      ? { siteUrl: root.siteUrl, state: root.state, lang: root.lang, pathname: location?.pathname }
      : undefined;
  return seoMeta((data as { meta?: PageMeta } | undefined)?.meta, root?.siteName, share);
}
