import type { KeyboardEventHandler, ReactNode } from "react";
import type { Field } from "./params";

export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  field: Field<unknown>;
  /** The field's error in the reader's words (each form words its own). */
  errorText?: string;
  hint?: ReactNode;
  inputMode?: "numeric" | "decimal";
  prefix?: string;
  required?: boolean;
  /** The id of a form elsewhere on the page that the input submits with. */
  form?: string;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
}

/**
 * A labelled text input with its hint and error, linked for screen readers: the extras' forms
 * and the results card's "If you buy this home". No dictionary section of its own, so a page
 * that shows it loads none.
 */
export function TextField({
  id,
  name,
  label,
  field,
  errorText,
  hint,
  inputMode = "numeric",
  prefix,
  required = false,
  form,
  onKeyDown,
}: TextFieldProps) {
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
          required={required}
          form={form}
          onKeyDown={onKeyDown}
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
