import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ExternalLink } from "~/components/ExternalLink";
import { withSections } from "~/i18n/page-sections";
import { ServerSection } from "~/utils/server-sections";
import type { Field, FieldError } from "./params";
import type { ExtraSourceLists } from "./sources";
import { TextField } from "./TextField";

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
export function InputField({ optional = false, field, ...props }: InputFieldProps) {
  const errorText = useErrorText()(field.error);
  return <TextField {...props} field={field} errorText={errorText} required={!optional} />;
}

/** The sentence that sums up a result, announced when it changes. */
export function ResultSummary({ children }: { children: ReactNode }) {
  return (
    <p className="extra-result__summary" role="status" aria-live="polite" aria-atomic="true">
      {children}
    </p>
  );
}

/** A list of sources, rendered by the server (its links are markup the browser does not rebuild). */
export function SourceList({ id, lists, title }: { id: string; lists?: ExtraSourceLists; title: string }) {
  return (
    <ServerSection id={id} data={lists?.[id] ?? null}>
      {(sources) => (
        <details className="extra-sources">
          <summary>{title}</summary>
          <ul>
            {sources.map((s) => (
              <li key={s.url}>
                <ExternalLink href={s.url} titleLang={s.titleLang}>
                  {s.title}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </details>
      )}
    </ServerSection>
  );
}
