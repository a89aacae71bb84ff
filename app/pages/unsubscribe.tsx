import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageErrorBoundary } from "~/components/errors";
import { handleUnsubscribe, unsubscribeLanding, type UnsubscribeView } from "~/forms/unsubscribe.server";
import { hrefFor } from "~/i18n/links";
import { cacheHeaders } from "~/utils/http.server";
import { requirePage } from "~/utils/page.server";
import { pageMeta } from "~/utils/seo";

// /unsubscribe?token=… and /es/cancelar-suscripcion?token=…: the link in every newsletter
// e-mail. GET asks for confirmation, the button POSTs; both answers are for one visitor only.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, t } = await requirePage({ request, context }, "unsubscribe");
  const { view, status } = await unsubscribeLanding(request);
  return data(
    {
      lang,
      view,
      meta: {
        title: t("newsletter.unsubscribe.title"),
        description: t("newsletter.unsubscribe.description"),
        noindex: true,
      },
    },
    { status, headers: cacheHeaders("private") },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { view, status } = await handleUnsubscribe(request, context);
  return data({ view }, { status, headers: cacheHeaders("private") });
}

export const meta = pageMeta;
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const out = new Headers();
  out.set(
    "Cache-Control",
    actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? "private, no-store",
  );
  return out;
};

export default function UnsubscribePage() {
  const { lang, view: landing } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const navigation = useNavigation();
  const working = navigation.state === "submitting";
  const view: UnsubscribeView = answer?.view ?? landing;
  const stateName = (code: string) => t(`states.${code}`);

  return (
    <div className="container" id="unsubscribe" tabIndex={-1}>
      <header className="page-header">
        <h1>
          {view.kind === "done" || view.kind === "already"
            ? t("newsletter.unsubscribe.doneTitle")
            : view.kind === "invalid"
              ? t("newsletter.unsubscribe.invalidTitle")
              : t("newsletter.unsubscribe.title")}
        </h1>
      </header>
      <div
        className="card unsubscribe-card"
        role={view.kind === "invalid" || view.kind === "refused" ? "alert" : "status"}
      >
        {view.kind === "confirm" ? (
          <>
            <p>
              {t("newsletter.unsubscribe.confirmText", { email: view.email, state: stateName(view.state) })}
            </p>
            <Form method="post">
              <input type="hidden" name="token" value={view.token} />
              <button type="submit" className="button" aria-disabled={working || undefined}>
                {working ? t("newsletter.unsubscribe.working") : t("newsletter.unsubscribe.confirm")}
              </button>
            </Form>
          </>
        ) : null}
        {view.kind === "done" ? (
          <p>{t("newsletter.unsubscribe.doneText", { email: view.email, state: stateName(view.state) })}</p>
        ) : null}
        {view.kind === "already" ? <p>{t("newsletter.unsubscribe.alreadyText")}</p> : null}
        {view.kind === "invalid" ? (
          <p>
            {t(
              view.reason === "missing"
                ? "newsletter.unsubscribe.missingText"
                : view.reason === "expired"
                  ? "newsletter.unsubscribe.expiredText"
                  : "newsletter.unsubscribe.invalidText",
            )}
          </p>
        ) : null}
        {view.kind === "refused" ? (
          <>
            <p className="form-error">{t(view.error, view.values ?? {})}</p>
            {view.token ? (
              <Form method="post">
                <input type="hidden" name="token" value={view.token} />
                <button type="submit" className="button">
                  {t("newsletter.unsubscribe.confirm")}
                </button>
              </Form>
            ) : null}
          </>
        ) : null}
        <p className="actions">
          {view.kind === "invalid" || view.kind === "refused" ? (
            <Link to={hrefFor("contact", lang)}>{t("newsletter.unsubscribe.contact")}</Link>
          ) : null}
          <Link to={hrefFor("home", lang)}>{t("newsletter.unsubscribe.home")}</Link>
        </p>
      </div>
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
