import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Lang } from "~/i18n/route-table";
import { parseHomeValueText } from "~/calculator/engine/input";
import { formatHomeValue, reformatTyped } from "./home-value";

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
  label?: string;
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
  label,
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
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
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
          onBlur={() => onCommit?.(value)}
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
        {t("calculator.homeValueHint")}
      </p>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
