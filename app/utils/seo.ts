import type { MetaDescriptor } from "@remix-run/node";
import type { PageMeta } from "./page.server";

/** Route `meta` from the `meta` object every page loader returns. */
export function seoMeta(meta: PageMeta | undefined, siteName?: string): MetaDescriptor[] {
  if (!meta) return [{ title: siteName ?? "" }];
  const title = siteName && !meta.title.includes(siteName) ? `${meta.title} | ${siteName}` : meta.title;
  const out: MetaDescriptor[] = [
    { title },
    { name: "description", content: meta.description },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:type", content: "website" },
  ];
  if (meta.noindex) out.push({ name: "robots", content: "noindex" });
  for (const item of meta.jsonLd ?? []) out.push({ "script:ld+json": item as Record<string, unknown> });
  return out;
}

export function breadcrumbJsonLd(siteUrl: string, items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: `${siteUrl}${item.path}` })),
  };
}

type MetaArgs = { data?: unknown; matches: { id: string; data?: unknown }[] };

/** The `meta` export shared by every page module. */
export function pageMeta({ data, matches }: MetaArgs): MetaDescriptor[] {
  const root = matches.find((m) => m.id === "root")?.data as { siteName?: string } | undefined;
  return seoMeta((data as { meta?: PageMeta } | undefined)?.meta, root?.siteName);
}
