import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/utils/use-hydrated";
import { compareNames } from "~/utils/compare-names";
import { findCalcCounty, searchCounties } from "./counties";
import { OTHER_COUNTY, type PickerCounty } from "./picker-list";

// The county picker. Without JavaScript it is a native select (the GET form still works);
// once the page is interactive it becomes an ARIA 1.2 combobox: type to filter, arrows to
// move, Enter to choose, Escape to close (or clear when already closed).

export interface CountyPickerProps {
  id: string;
  counties: readonly PickerCounty[];
  /**
   * The list holds only some counties (a home page's largest) until the rest come: without
   * JavaScript the select ends with a choice that takes the visitor to the calculator's page,
   * which lists them all.
   */
  partial?: boolean;
  /** Selected county slug, "" for none. */
  value: string;
  onChange: (slug: string) => void;
  error?: string | null;
  label?: string;
  autoFocus?: boolean;
  /** Enter on an already chosen county (the wizard moves on). */
  onEnter?: () => void;
}

export function CountyPicker(props: CountyPickerProps) {
  const hydrated = useHydrated();
  return hydrated ? <CountyCombobox {...props} /> : <CountySelect {...props} />;
}

/** The picker's hint, under the select and the combobox alike. */
function CountyHint({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <p id={`${id}-hint`} className="field-hint">
      {t("calculator.countyHint")}
    </p>
  );
}

const describedBy = (id: string, error: string | null | undefined) =>
  [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");

function CountySelect({ id, counties, value, error, label, partial }: CountyPickerProps) {
  const { t } = useTranslation();
  const sorted = useMemo(() => [...counties].sort((a, b) => compareNames(a.name, b.name)), [counties]);
  return (
    <div className="field">
      <label htmlFor={id}>{label ?? t("calculator.county")}</label>
      <select
        id={id}
        name="county"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
      >
        <option value="">{t("calculator.countySelectPrompt")}</option>
        {sorted.map((c) => (
          // data-nyc: the form's CSS shows the property class for a borough before hydration.
          <option key={c.slug} value={c.slug} data-nyc={c.nycClass ? "" : undefined}>
            {c.name}
          </option>
        ))}
        {partial ? <option value={OTHER_COUNTY}>{t("calculator.countyOther")}</option> : null}
      </select>
      {/* The combobox's hint, here too: it takes the same line before hydration, so nothing under
          the field moves when the combobox replaces the select (and a native select also finds a
          county by its first letters). */}
      <CountyHint id={id} />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function CountyCombobox({
  id,
  counties,
  value,
  onChange,
  error,
  label,
  autoFocus,
  onEnter,
}: CountyPickerProps) {
  const { t } = useTranslation();
  const uid = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const labelId = `${id}-label`;
  const selected = useMemo(
    () => (value ? counties.find((c) => c.slug === value) : undefined),
    [counties, value],
  );
  const [query, setQuery] = useState(selected?.name ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  // Typing filters; opening with the chosen county's name shown lists every county.
  const matches = useMemo(() => searchCounties(counties, typed ? query : ""), [counties, query, typed]);

  // A county chosen elsewhere (restored from storage, a link) shows its name; one the
  // visitor is typing keeps their text and the filtered list.
  const emitted = useRef<string | null>(null);
  useEffect(() => {
    if (emitted.current === value) return;
    emitted.current = null;
    setQuery(selected?.name ?? "");
    setTyped(false);
  }, [selected, value]);

  function emit(slug: string) {
    emitted.current = slug;
    onChange(slug);
  }

  useEffect(() => {
    if (!open || active < 0) return;
    const el = list.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    el?.scrollIntoView({ block: "nearest" });
  }, [active, open]);

  const optionId = (i: number) => `${uid}-opt-${i}`.replace(/:/g, "");

  function choose(c: PickerCounty | undefined) {
    setOpen(false);
    setActive(-1);
    setTyped(false);
    if (c) {
      setQuery(c.name);
      onChange(c.slug);
    }
  }

  function openList(startAt: number) {
    setOpen(true);
    const selectedIndex = selected ? matches.findIndex((c) => c.slug === selected.slug) : -1;
    setActive(startAt >= 0 ? startAt : selectedIndex);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    switch (e.key) {
      case "ArrowDown":
        e.preventDefault();
        if (!open)
          openList(Math.max(0, selected && !typed ? matches.findIndex((c) => c.slug === selected.slug) : 0));
        else setActive((a) => Math.min(matches.length - 1, a + 1));
        break;
      case "ArrowUp":
        e.preventDefault();
        if (!open) openList(matches.length - 1);
        else setActive((a) => Math.max(0, a - 1));
        break;
      case "Home":
        if (open) {
          e.preventDefault();
          setActive(0);
        }
        break;
      case "End":
        if (open) {
          e.preventDefault();
          setActive(matches.length - 1);
        }
        break;
      case "Enter":
        if (open && active >= 0 && matches[active]) {
          e.preventDefault();
          choose(matches[active]);
        } else if (open && matches.length === 1) {
          e.preventDefault();
          choose(matches[0]);
        } else if (!open && selected) {
          if (onEnter) {
            e.preventDefault();
            onEnter();
          }
        } else e.preventDefault();
        break;
      case "Escape":
        if (open) {
          // Closing must not also close a dialog around the picker.
          e.stopPropagation();
          e.preventDefault();
          setOpen(false);
          setActive(-1);
          setQuery(selected?.name ?? "");
          setTyped(false);
        } else if (query) {
          e.stopPropagation();
          e.preventDefault();
          setQuery("");
          setTyped(true);
          emit("");
        }
        break;
      case "Tab":
        if (open && active >= 0 && matches[active]) choose(matches[active]);
        else setOpen(false);
        break;
    }
  }

  function onBlur() {
    // A click on an option keeps focus (mousedown is prevented), so a blur is leaving the field.
    setOpen(false);
    setActive(-1);
    if (!typed) return;
    const exact = findCalcCounty(counties, query);
    if (exact) choose(exact);
    else if (query.trim() === "") {
      setTyped(false);
      emit("");
    } else {
      setQuery(selected?.name ?? "");
      setTyped(false);
    }
  }

  const status = open
    ? matches.length === 0
      ? t("calculator.countyNoMatch", { query })
      : t("calculator.countyMatches", { count: matches.length })
    : "";

  return (
    <div className="field combobox">
      <label id={labelId} htmlFor={id}>
        {label ?? t("calculator.county")}
      </label>
      <div className="combobox__control">
        <input
          ref={input}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 && matches[active] ? optionId(active) : undefined}
          aria-describedby={describedBy(id, error)}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          spellCheck={false}
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={autoFocus}
          placeholder={t("calculator.countyPlaceholder")}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setTyped(true);
            setOpen(true);
            setActive(e.target.value.trim() ? 0 : -1);
            // A name typed in full is a choice (matched case-insensitively, spec §5).
            const exact = findCalcCounty(counties, e.target.value);
            if (exact && exact.slug !== value) emit(exact.slug);
            else if (!exact && value) emit("");
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          onClick={() => (open ? undefined : openList(-1))}
        />
        <button
          type="button"
          className="combobox__toggle"
          tabIndex={-1}
          aria-label={t("calculator.countyShowList")}
          aria-controls={listId}
          aria-expanded={open}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            if (open) setOpen(false);
            else {
              setTyped(false);
              openList(-1);
            }
            input.current?.focus();
          }}
        >
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            <path d="M2 5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <ul
          ref={list}
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          className="combobox__list"
          hidden={!open}
        >
          {open
            ? matches.map((c, i) => (
                // The keyboard chooses from the input (aria-activedescendant): the options never take the focus.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={c.slug}
                  id={optionId(i)}
                  data-index={i}
                  role="option"
                  aria-selected={i === active}
                  className={`combobox__option${c.slug === value ? " combobox__option--chosen" : ""}`}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => setActive(i)}
                  onClick={() => choose(c)}
                >
                  {c.name}
                </li>
              ))
            : null}
        </ul>
      </div>
      <input type="hidden" name="county" value={value} />
      <CountyHint id={id} />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      <div role="status" aria-live="polite" className="visually-hidden">
        {status}
      </div>
    </div>
  );
}
