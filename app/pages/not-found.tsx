import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { getFixedT, getLocale } from "~/i18n/i18n.server";
import { env } from "~/utils/env.server";
import { pageHeaders } from "~/utils/http.server";
import { page } from "~/utils/page.server";
import { pageMeta } from "~/utils/seo";
import { trackPageNotFound } from "~/utils/analytics/site-events";

// Any path no page claims: a localized 404 with the way home.
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = await getLocale(request);
  const t = await getFixedT(lang, env().SITE_STATE);
  return page(
    {
      lang,
      meta: { title: t("common.notFoundTitle"), description: t("common.notFoundText"), noindex: true },
    },
    "notFound",
    404,
  );
}

export const meta = pageMeta;
export const headers = pageHeaders;

export default function NotFound() {
  const { lang } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => trackPageNotFound(pathname, lang), [pathname, lang]);
  return (
    <section className="container narrow error-screen" data-testid="not-found">
      <h1>{t("common.notFoundTitle")}</h1>
      <p>{t("common.notFoundText")}</p>
      <Link className="button" to={lang === "es" ? "/es" : "/"}>
        {t("common.goHome")}
      </Link>
    </section>
  );
}
