import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ExternalLink } from "~/components/ExternalLink";
import { withSections } from "~/i18n/page-sections";
import type { Field, FieldError } from "./params";

await withSections("extras");

/**
 * A calculator form of the extras: GET, so the inputs land in the URL and the server renders
 * the result without JavaScript (the action's #fragment brings the reader back to the section).
 * With JavaScript Remix submits it in place and keeps the scroll position.
 */
export function ExtraForm({
  action,
  sectionId,
  children,
  submitLabel,
}: {
  action: string;
  sectionId: string;
  children: ReactNode;
  submitLabel: string;
}) {
  return (
    <Form
      method="get"
      action={`${action}#${sectionId}`}
      preventScrollReset
      replace
      className="extra-form"
      noValidate
    >
      {children}
      <div className="extra-form__actions">
        <button type="submit" className="button">
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}

export function useErrorText() {
  const { t } = useTranslation();
  return (e: FieldError | undefined) => (e ? t(`extras.errors.${e.key}`, e.params ?? {}) : undefined);
}

interface InputFieldProps {
  id: string;
  name: string;
  label: string;
  field: Field<unknown>;
  hint?: ReactNode;
  inputMode?: "numeric" | "decimal";
  prefix?: string;
  /** An optional field's label says so; the others are required. */
  optional?: boolean;
}

/** A labelled text input with its hint and error, linked for screen readers. */
export function InputField({
  id,
  name,
  label,
  field,
  hint,
  inputMode = "numeric",
  prefix,
  optional = false,
}: InputFieldProps) {
  const errorText = useErrorText()(field.error);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errorText ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className={prefix ? "input-prefixed" : undefined}>
        {prefix ? <span aria-hidden="true">{prefix}</span> : null}
        <input
          id={id}
          name={name}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          defaultValue={field.text}
          key={field.text}
          required={!optional}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      {hint ? (
        <p id={hintId} className="field-hint field-hint--after">
          {hint}
        </p>
      ) : null}
      {errorText ? (
        <p id={errorId} className="field-error">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}

/** The sentence that sums up a result, announced when it changes. */
export function ResultSummary({ children }: { children: ReactNode }) {
  return (
    <p className="extra-result__summary" role="status" aria-live="polite" aria-atomic="true">
      {children}
    </p>
  );
}

export function SourceList({ sources, title }: { sources: { title: string; url: string }[]; title: string }) {
  return (
    <details className="extra-sources">
      <summary>{title}</summary>
      <ul>
        {sources.map((s) => (
          <li key={s.url}>
            <ExternalLink href={s.url}>{s.title}</ExternalLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
