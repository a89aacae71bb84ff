import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useUiSettings } from "~/content/use-ui-settings";
import { useLanguage } from "~/i18n/language";
import { EmailInput } from "./EmailInput";
import { HoneypotField } from "./HoneypotField";
import { ModalDialog } from "./ModalDialog";
import { HONEYPOT_FIELD, NEWSLETTER_LIMITS, popupPayload } from "./newsletter-fields";
import { useNewsletterSubscribe } from "./use-newsletter-subscribe";

export { useNewsletterPopup, NEWSLETTER_POPUP_SHOWN_KEY } from "./use-newsletter-popup";

export interface NewsletterPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The county of the calculation that opened the popup (adds its county tag). */
  county?: string | null;
  /** That calculation's yearly tax, in dollars. */
  calculatedTax?: number | null;
}

/**
 * The newsletter dialog the calculator opens after the first successful calculation
 * (first name and e-mail). Pair it with useNewsletterPopup() for the spec's timing.
 */
export function NewsletterPopup({ open, onOpenChange, county, calculatedTax }: NewsletterPopupProps) {
  const { state } = useLanguage();
  if (!open || state === "HUB") return null;
  return <PopupDialog onClose={() => onOpenChange(false)} county={county} calculatedTax={calculatedTax} />;
}

function PopupDialog({
  onClose,
  county,
  calculatedTax,
}: {
  onClose: () => void;
  county?: string | null;
  calculatedTax?: number | null;
}) {
  const { t } = useTranslation();
  const { successAutoCloseMs } = useUiSettings();
  const { language, state } = useLanguage();
  const { status, error, fieldErrors, submit, reset } = useNewsletterSubscribe("popup");
  const firstNameRef = useRef<HTMLInputElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [values, setValues] = useState({ firstName: "", email: "" });
  const id = useId();
  const ids = {
    title: `${id}-title`,
    text: `${id}-text`,
    firstName: `${id}-first`,
    email: `${id}-email`,
    error: `${id}-error`,
  };
  const submitting = status === "submitting";

  useEffect(() => {
    if (status !== "success") return;
    // The form (and the button that had focus) is gone: keep focus inside the dialog.
    closeRef.current?.focus();
    const timer = setTimeout(() => {
      reset();
      setValues({ firstName: "", email: "" });
      onClose();
    }, successAutoCloseMs);
    return () => clearTimeout(timer);
  }, [status, reset, onClose, successAutoCloseMs]);

  if (state === "HUB") return null;
  const stateName = t(`states.${state}`);
  const hasCounty = Boolean(county && county.trim());

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || state === "HUB") return;
    const trap = String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? "");
    await submit(popupPayload({ ...values, state, language, county, calculatedTax, website: trap }));
  }

  const fieldError = (name: "firstName" | "email") => (status === "error" ? fieldErrors[name] : undefined);
  const formError = status === "error" && !fieldErrors.firstName && !fieldErrors.email ? error : null;

  return (
    <ModalDialog
      labelledBy={ids.title}
      describedBy={ids.text}
      onClose={onClose}
      initialFocus={firstNameRef}
      className="newsletter-popup"
    >
      <button
        ref={closeRef}
        type="button"
        className="modal-close"
        onClick={onClose}
        aria-label={t("newsletter.popup.close")}
      >
        <span aria-hidden="true">×</span>
      </button>
      <h2 id={ids.title}>
        {status === "success" ? t("newsletter.popup.success") : t("newsletter.popup.title")}
      </h2>
      <p id={ids.text}>
        {hasCounty
          ? t("newsletter.popup.textCounty", { county: county!.trim(), state: stateName })
          : t("newsletter.popup.text", { state: stateName })}
      </p>
      <div role="status" className="form-live">
        {status === "success" ? (
          <p className="form-success form-success--panel">{t("newsletter.popup.success")}</p>
        ) : null}
      </div>
      {status === "success" ? null : (
        <form noValidate onSubmit={onSubmit} aria-busy={submitting}>
          <div className="field">
            <label htmlFor={ids.firstName}>{t("newsletter.popup.firstNameLabel")}</label>
            <input
              ref={firstNameRef}
              id={ids.firstName}
              name="firstName"
              type="text"
              autoComplete="given-name"
              required
              maxLength={NEWSLETTER_LIMITS.firstName}
              value={values.firstName}
              onChange={(e) => setValues((v) => ({ ...v, firstName: e.target.value }))}
              aria-invalid={fieldError("firstName") ? true : undefined}
              aria-describedby={fieldError("firstName") ? `${ids.firstName}-error` : undefined}
              readOnly={submitting}
            />
            {fieldError("firstName") ? (
              <p id={`${ids.firstName}-error`} className="field-error">
                {fieldError("firstName")}
              </p>
            ) : null}
          </div>
          <div className="field">
            <label htmlFor={ids.email}>{t("newsletter.popup.emailLabel")}</label>
            <EmailInput
              id={ids.email}
              required
              maxLength={NEWSLETTER_LIMITS.email}
              value={values.email}
              onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
              aria-invalid={fieldError("email") ? true : undefined}
              aria-describedby={fieldError("email") ? `${ids.email}-error` : undefined}
              readOnly={submitting}
            />
            {fieldError("email") ? (
              <p id={`${ids.email}-error`} className="field-error">
                {fieldError("email")}
              </p>
            ) : null}
          </div>
          <HoneypotField />
          <div role="alert" className="form-live">
            {formError ? <p className="form-error form-error--panel">{formError}</p> : null}
          </div>
          <p className="muted newsletter-popup__privacy">{t("newsletter.popup.privacy")}</p>
          <div className="actions">
            <button type="submit" className="button" aria-disabled={submitting || undefined}>
              {submitting ? t("newsletter.popup.submitting") : t("newsletter.popup.submit")}
            </button>
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t("newsletter.popup.dismiss")}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
