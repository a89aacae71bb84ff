// The protest kit's calendar file: the same query string as the kit's page, answered as
// text/calendar. A form that does not read gets the page's message as plain text (400), never a 5xx.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { textAnswer } from "~/utils/http.server";
import { notFound } from "~/utils/page.server";
import { pageContext } from "~/utils/site.server";
import { env } from "~/utils/env.server";
import { hrefFor } from "~/i18n/links";
import { kitCalendar, loadProtestKit } from "./kit.server";

export async function calendarLoader({ request, context }: LoaderFunctionArgs): Promise<Response> {
  if (env().SITE_STATE === "HUB") throw notFound();
  const ctx = await pageContext(request, context);
  const kit = await loadProtestKit(ctx);
  if (!kit.ok) return textAnswer(ctx.t("error.stateDataNotLoaded") as string, 503, "private");
  if (!kit.result) {
    const keys = Object.values(kit.errors).filter((k): k is string => Boolean(k));
    const message = keys.length
      ? keys.map((k) => ctx.t(k)).join("\n")
      : ctx.t("protestKit.errors.noticeRequired");
    return textAnswer(message, 400, "private");
  }
  const kitUrl = `${ctx.site.siteUrl}${hrefFor("protest-kit", ctx.lang)}${ctx.url.search}`;
  const body = kitCalendar(kit.result, { ...ctx, kitUrl, now: new Date() });
  const file = `protest-deadline-${kit.result.county.slug}-${kit.result.deadline.date}.ics`;
  return textAnswer(body, 200, "private", "text/calendar; charset=utf-8", {
    "Content-Disposition": `attachment; filename="${file}"`,
  });
}
