import { sitemapEntries, sitemapXml } from "~/content/sitemap.server";
import { env } from "~/utils/env.server";
import { CachePolicy } from "~/utils/http.server";

export async function loader() {
  const xml = sitemapXml(env().SITE_URL.replace(/\/$/, ""), await sitemapEntries());
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CachePolicy.content },
  });
}
