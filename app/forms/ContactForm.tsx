import { Form, Link, useActionData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { withSections } from "~/i18n/page-sections";
import { CONTACT_LIMITS, type ContactActionData, type ContactField } from "./contact-schema";
import { EmailInput } from "./EmailInput";
import { HoneypotField } from "./HoneypotField";

await withSections("contact");

const FIELD_IDS: Record<ContactField, string> = {
  name: "contact-name",
  email: "contact-email",
  subject: "contact-subject",
  message: "contact-message",
};

/**
 * The contact form: a plain POST form that the page's action answers (it works without
 * JavaScript, errors rendered by the server next to each field, values kept); with
 * JavaScript the page's clientAction checks it first with the same schema.
 * States: idle, sending, success, error.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const answer = useActionData<ContactActionData>();
  const navigation = useNavigation();
  const location = useLocation();
  const sending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  // A field the visitor changes after an error is being fixed: its message goes (the server
  // checks it again on sending), so a corrected field does not keep saying it is wrong.
  const [edited, setEdited] = useState<ReadonlySet<ContactField>>(new Set());
  useEffect(() => {
    setEdited(new Set());
    if (!answer) return;
    (answer.ok ? successRef.current : summaryRef.current)?.focus();
  }, [answer]);

  if (answer?.ok) {
    return (
      <div ref={successRef} tabIndex={-1} role="status" className="success-panel" data-state="success">
        <h2>{t("contact.successTitle")}</h2>
        <p>{t("contact.successText")}</p>
        <Link to={location.pathname} className="button button--secondary">
          {t("contact.sendAnother")}
        </Link>
      </div>
    );
  }

  const failed = answer && !answer.ok ? answer : null;
  const values = failed?.values ?? {};
  const fieldErrors = failed?.fieldErrors ?? {};
  const formError = failed?.formError ? t(failed.formError, failed.formErrorValues ?? {}) : null;
  const listed = (Object.keys(FIELD_IDS) as ContactField[]).filter((f) => fieldErrors[f]);

  const field = (
    name: ContactField,
    label: string,
    input: (props: Record<string, unknown>) => JSX.Element,
    hint?: string,
  ) => {
    const id = FIELD_IDS[name];
    const error = fieldErrors[name] && !edited.has(name) ? t(fieldErrors[name]!) : null;
    const describedBy =
      [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
    return (
      <div className="field">
        <label htmlFor={id}>
          {label}
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        </label>
        {input({
          id,
          name,
          required: true,
          defaultValue: values[name] ?? "",
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy,
          readOnly: sending,
          onChange:
            fieldErrors[name] && !edited.has(name) ? () => setEdited((s) => new Set(s).add(name)) : undefined,
        })}
        {hint ? (
          <p id={`${id}-hint`} className="field-hint">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    // The key remounts the inputs when an answer brings values back, so defaultValue applies.
    <Form
      method="post"
      noValidate
      onSubmit={(event) => {
        if (sending) event.preventDefault();
      }}
      className="contact-form"
      aria-busy={sending}
      data-state={sending ? "sending" : failed ? "error" : "idle"}
      key={failed ? "answered" : "fresh"}
    >
      {failed ? (
        <div ref={summaryRef} tabIndex={-1} role="alert" className="error-summary">
          <h2>{t("contact.errorSummary")}</h2>
          <ul>
            {formError ? <li>{formError}</li> : null}
            {listed.map((f) => (
              <li key={f}>
                <a href={`#${FIELD_IDS[f]}`}>{t(fieldErrors[f]!)}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {field("name", t("contact.nameLabel"), (p) => (
        <input type="text" autoComplete="name" maxLength={CONTACT_LIMITS.name} {...p} />
      ))}
      {field("email", t("contact.emailLabel"), (p) => (
        <EmailInput maxLength={CONTACT_LIMITS.email} {...p} />
      ))}
      {field("subject", t("contact.subjectLabel"), (p) => (
        <input type="text" maxLength={CONTACT_LIMITS.subject} {...p} />
      ))}
      {field(
        "message",
        t("contact.messageLabel"),
        (p) => (
          <textarea rows={7} maxLength={CONTACT_LIMITS.messageMax} {...p} />
        ),
        t("contact.messageHint"),
      )}
      <HoneypotField />
      <button type="submit" className="button" aria-disabled={sending || undefined}>
        {sending ? t("contact.sending") : t("contact.submit")}
      </button>
    </Form>
  );
}
