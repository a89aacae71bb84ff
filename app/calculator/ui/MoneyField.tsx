import type { Lang } from "~/i18n/route-table";
import { formatHomeValue, reformatTyped } from "./home-value";

export interface MoneyFieldProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  value: number | undefined;
  lang: Lang;
  onChange: (v: number | undefined) => void;
  invalid?: boolean;
  className?: string;
}

/** A dollar amount typed with live thousands separators in the visitor's locale; empty means "not given". */
export function MoneyField({
  id,
  name,
  label,
  hint,
  value,
  lang,
  onChange,
  invalid,
  className = "field",
}: MoneyFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <div className="money-input">
        <span aria-hidden="true">$</span>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={17}
          value={value === undefined ? "" : formatHomeValue(value, lang)}
          aria-invalid={invalid || undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => {
            const next = reformatTyped(e.target.value, e.target.value.length, lang);
            onChange(next.empty ? undefined : next.value);
          }}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
