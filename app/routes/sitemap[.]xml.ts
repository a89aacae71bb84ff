import type { LoaderFunctionArgs } from "@remix-run/node";
import { contentDeadline } from "~/content/content.server";
import { sitemapEntries, sitemapXml } from "~/content/sitemap.server";
import { env } from "~/utils/env.server";
import { CachePolicy } from "~/utils/http.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const xml = sitemapXml(env().SITE_URL.replace(/\/$/, ""), await sitemapEntries(contentDeadline(context)));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CachePolicy.content },
  });
}
