import { env } from "~/utils/env.server";
import { CachePolicy } from "~/utils/http.server";

export function loader() {
  const site = env().SITE_URL.replace(/\/$/, "");
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /unsubscribe",
    "Disallow: /es/cancelar-suscripcion",
    "",
    `Sitemap: ${site}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CachePolicy.static },
  });
}
