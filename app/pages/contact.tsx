import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import type { ClientActionFunctionArgs, ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageErrorBoundary } from "~/components/errors";
import { checkContactForm, keptValues, type ContactActionData } from "~/forms/contact-schema";
import { ContactForm } from "~/forms/ContactForm";
import { handleContact } from "~/forms/contact.server";
import { pageHeaders } from "~/utils/http.server";
import { page, requirePage } from "~/utils/page.server";
import { pageMeta } from "~/utils/seo";
import { withSections } from "~/i18n/page-sections";

await withSections("contact");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, site, t } = await requirePage({ request, context }, "contact");
  return page(
    {
      lang,
      stateName: site.stateName,
      meta: { title: t("contact.title"), description: t("contact.description", { state: site.stateName }) },
    },
    "static",
  );
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleContact(request, context);
}

/**
 * With JavaScript: the same schema checks the form before anything is sent, and a lost
 * connection becomes the form's error state instead of the page's error screen.
 */
export async function clientAction({
  request,
  serverAction,
}: ClientActionFunctionArgs): Promise<ContactActionData> {
  const form = await request.clone().formData();
  const checked = checkContactForm(form);
  if (!checked.ok) return checked.answer;
  try {
    return await serverAction<ContactActionData>();
  } catch {
    return {
      ok: false,
      formError: "contact.errors.network",
      fieldErrors: {},
      values: keptValues(Object.fromEntries(form)),
    };
  }
}

/** The page's own text does not change when a message is sent: no reload after the POST. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return false;
  return defaultShouldRevalidate;
}

export const meta = pageMeta;

// A form answer is for one visitor: it must not take the page's shared cache policy.
export const headers: HeadersFunction = (args) => {
  if (args.actionHeaders.get("Cache-Control")) {
    const out = new Headers();
    out.set("Cache-Control", args.actionHeaders.get("Cache-Control")!);
    const retry = args.actionHeaders.get("Retry-After");
    if (retry) out.set("Retry-After", retry);
    return out;
  }
  return pageHeaders(args);
};

export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <div className="container" id="contact" tabIndex={-1}>
      <header className="page-header">
        <h1>{t("contact.title")}</h1>
        <p className="lede">{t("contact.intro")}</p>
      </header>
      <div className="contact-layout">
        <ContactForm />
        <aside className="callout">
          <p>{t("contact.notAdvice")}</p>
        </aside>
      </div>
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
