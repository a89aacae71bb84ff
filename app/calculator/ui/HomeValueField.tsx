import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Lang } from "~/i18n/route-table";
import { parseHomeValueText } from "~/calculator/engine/input";
import { errorText } from "~/calculator/engine/error-messages";
import { valueWarning } from "~/calculator/engine/form-checks";
import type { ProductRules } from "~/calculator/engine/schemas";
import { formatHomeValue, reformatTyped, settledText } from "./home-value";

// useLayoutEffect warns during the server render; the caret only matters in the browser.
const useIsoLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

export interface HomeValueFieldProps {
  id: string;
  value: number;
  lang: Lang;
  onChange: (value: number) => void;
  /** The visitor left the field or pressed Enter: the moment to warn about unusual amounts. */
  onCommit?: (value: number) => void;
  onEnter?: () => void;
  error?: string | null;
  /** The state's value thresholds: an unusual amount keeps a warning beside the field, not only a toast. */
  warnings?: ProductRules["warnings"];
  label?: string;
  hint?: string;
  autoFocus?: boolean;
}

export function HomeValueField({
  id,
  value,
  lang,
  onChange,
  onCommit,
  onEnter,
  error,
  warnings,
  label,
  hint,
  autoFocus,
}: HomeValueFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => formatHomeValue(value, lang));
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  // A value set from elsewhere (a restored link, the wizard) replaces the text.
  useEffect(() => {
    if (parseHomeValueText(text) !== value) setText(formatHomeValue(value, lang));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, lang]);

  useIsoLayoutEffect(() => {
    if (caret.current !== null && input.current && document.activeElement === input.current) {
      input.current.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    }
  });

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const warningId = `${id}-warning`;
  const warningKey = warnings && !error ? valueWarning(value, { warnings }) : null;
  const describedBy = [hintId, error ? errorId : null, warningKey ? warningId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label ?? t("calculator.homeValue")}</label>
      <div className="money-input">
        <span aria-hidden="true">$</span>
        <input
          ref={input}
          id={id}
          name="value"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={17}
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={autoFocus}
          value={text}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            const next = reformatTyped(
              e.target.value,
              e.target.selectionStart ?? e.target.value.length,
              lang,
            );
            caret.current = next.caret;
            setText(next.text);
            onChange(next.value);
          }}
          onPaste={(e) => {
            // A pasted "$350,000.00" is 350,000: the whole text is read at once, cents and all.
            const pasted = e.clipboardData.getData("text");
            const el = e.currentTarget;
            const start = el.selectionStart ?? text.length;
            const end = el.selectionEnd ?? text.length;
            const next = settledText(text.slice(0, start) + pasted + text.slice(end), lang);
            e.preventDefault();
            caret.current = next.length;
            setText(next);
            onChange(parseHomeValueText(next));
          }}
          onBlur={() => {
            setText(settledText(text, lang));
            onCommit?.(value);
          }}
          onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
            if (e.key === "Enter" && onEnter) {
              e.preventDefault();
              onCommit?.(value);
              onEnter();
            }
          }}
        />
      </div>
      <p id={hintId} className="field-hint">
        {hint ?? t("calculator.homeValueHint")}
      </p>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      {warningKey ? (
        <p id={warningId} className="field-warning" role="status">
          <strong>{errorText(warningKey, lang)}</strong> {errorText("warning.verifyAmount", lang)}
        </p>
      ) : null}
    </div>
  );
}
