// The protest kit's calendar file: the same query string as the kit's page, answered as
// text/calendar. A form that does not read gets the page's message as plain text (400), never a 5xx.
import { cacheHeaders } from "~/utils/http.server";
import { notFound } from "~/utils/page.server";
import { pageContext } from "~/utils/site.server";
import { env } from "~/utils/env.server";
import { hrefFor } from "~/i18n/links";
import { kitCalendar, loadProtestKit } from "./kit.server";

export async function calendarLoader(request: Request): Promise<Response> {
  if (env().SITE_STATE === "HUB") throw notFound();
  const ctx = await pageContext(request);
  const kit = await loadProtestKit(ctx);
  if (!kit.ok)
    return new Response(ctx.t("error.stateDataNotLoaded") as string, {
      status: 503,
      headers: cacheHeaders("private", { "Content-Type": "text/plain; charset=utf-8" }),
    });
  if (!kit.result) {
    const keys = Object.values(kit.errors).filter((k): k is string => Boolean(k));
    const message = keys.length
      ? keys.map((k) => ctx.t(k)).join("\n")
      : ctx.t("protestKit.errors.noticeRequired");
    return new Response(message, {
      status: 400,
      headers: cacheHeaders("private", { "Content-Type": "text/plain; charset=utf-8" }),
    });
  }
  const kitUrl = `${ctx.site.siteUrl}${hrefFor("protest-kit", ctx.lang)}${ctx.url.search}`;
  const body = kitCalendar(kit.result, { ...ctx, kitUrl, now: new Date() });
  const file = `protest-deadline-${kit.result.county.slug}-${kit.result.deadline.date}.ics`;
  return new Response(body, {
    status: 200,
    headers: cacheHeaders("private", {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file}"`,
    }),
  });
}
