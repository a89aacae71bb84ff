import { Link } from "@remix-run/react";
import { useEffect, useId, useRef, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "~/i18n/language";
import { hrefFor } from "~/i18n/links";
import { useHydrated } from "~/utils/use-hydrated";
import { EmailInput } from "./EmailInput";
import { HoneypotField } from "./HoneypotField";
import { bannerPayload, HONEYPOT_FIELD, NEWSLETTER_LIMITS } from "./newsletter-fields";
import { useNewsletterSubscribe } from "./use-newsletter-subscribe";

/**
 * The newsletter signup (e-mail only): in the footer, and on the calculator page under its
 * header (spec §3), where it speaks of the calculator's figures. It needs JavaScript (the
 * endpoint takes JSON), so its button stays disabled until the page has hydrated rather than
 * letting a plain form put the address into a URL.
 */
export function NewsletterBanner({ placement = "footer" }: { placement?: "footer" | "page" }) {
  const { t } = useTranslation();
  const { language, state } = useLanguage();
  const hydrated = useHydrated();
  const { status, error, fieldErrors, submit } = useNewsletterSubscribe("default");
  const successRef = useRef<HTMLParagraphElement>(null);
  const id = useId();
  useEffect(() => {
    // The form, and the button that had focus, give way to the thank-you line: focus follows.
    if (status === "success") successRef.current?.focus();
  }, [status]);
  if (state === "HUB") return null;

  const titleId = `${id}-title`;
  const emailId = `${id}-email`;
  const messageId = `${id}-message`;
  const submitting = status === "submitting";
  const emailError = status === "error" ? (fieldErrors.email ?? error) : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === "HUB" || submitting) return;
    const data = new FormData(event.currentTarget);
    await submit(
      bannerPayload({
        email: String(data.get("email") ?? ""),
        state,
        language,
        website: String(data.get(HONEYPOT_FIELD) ?? ""),
      }),
    );
  }

  return (
    <section
      className={placement === "page" ? "newsletter-banner newsletter-banner--page" : "newsletter-banner"}
      aria-labelledby={titleId}
      data-status={status}
    >
      <h2 id={titleId} className="newsletter-banner__title">
        {t(placement === "page" ? "newsletter.page.title" : "newsletter.default.title")}
      </h2>
      <p className="newsletter-banner__text">
        {t(placement === "page" ? "newsletter.page.text" : "newsletter.default.text", {
          state: t(`states.${state}`),
        })}
      </p>
      {status === "success" ? null : (
        <form
          method="post"
          noValidate
          onSubmit={onSubmit}
          className="newsletter-banner__form"
          aria-busy={submitting}
        >
          <label htmlFor={emailId}>{t("newsletter.default.emailLabel")}</label>
          <div className="inline-form-row">
            <EmailInput
              id={emailId}
              required
              maxLength={NEWSLETTER_LIMITS.email}
              placeholder={t("newsletter.default.emailPlaceholder")}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? messageId : undefined}
              readOnly={submitting}
            />
            <button
              type="submit"
              className="button"
              disabled={!hydrated}
              aria-disabled={submitting || undefined}
            >
              {submitting ? t("newsletter.default.submitting") : t("newsletter.default.submit")}
            </button>
          </div>
          <HoneypotField />
        </form>
      )}
      {/* Both live regions are always in the page, so screen readers announce what appears in them. */}
      <div role="status" className="form-live">
        {status === "success" ? (
          <p ref={successRef} tabIndex={-1} className="form-success">
            {t("newsletter.default.success")}
          </p>
        ) : null}
      </div>
      <div id={messageId} role="alert" className="form-live">
        {emailError ? <p className="form-error">{emailError}</p> : null}
      </div>
      <p className="newsletter-banner__privacy">
        {t("newsletter.default.privacy")}{" "}
        <Link to={hrefFor("privacy-policy", language)}>{t("newsletter.default.privacyLink")}</Link>
      </p>
    </section>
  );
}
