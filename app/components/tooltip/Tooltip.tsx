import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { noteTooltipClosed, openDelay, useTooltipSettings } from "./settings";

/**
 * A term's definition beside it. The trigger is a real button after the term's label: it takes
 * focus from the keyboard, and the definition (which names the term) is its accessible description
 * whether shown or not, so a screen reader reads it on focus. Its own name stays generic so that
 * it never competes with the field's label. Pointing opens it after the delay (at once right after
 * another closed); focusing opens it at once, as a keyboard user expects. Leaving, blurring,
 * clicking, scrolling and Escape close it.
 */
export function Tooltip({
  text,
  align = "end",
}: {
  text: string;
  /** Which edge of the bubble lines up with the term: "start" for a term near the left edge. */
  align?: "start" | "end";
}) {
  const { t } = useTranslation();
  const settings = useTooltipSettings();
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const openRef = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  /** Where the term was when the tooltip opened: a scroll that moves it closes the tooltip. */
  const openedAt = useRef<{ x: number; y: number } | null>(null);

  const cancel = () => {
    if (timer.current !== undefined) window.clearTimeout(timer.current);
    timer.current = undefined;
  };
  const close = useCallback(() => {
    cancel();
    if (openRef.current) noteTooltipClosed();
    openRef.current = false;
    setOpen(false);
  }, []);
  const show = () => {
    cancel();
    const r = triggerRef.current?.getBoundingClientRect();
    openedAt.current = r ? { x: r.left, y: r.top } : null;
    openRef.current = true;
    setOpen(true);
  };
  const showAfterDelay = () => {
    cancel();
    const wait = openDelay(settings);
    if (wait === 0) show();
    else timer.current = window.setTimeout(show, wait);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") close();
    };
    // Focusing a term scrolls it into view before it opens; only a scroll after that, which
    // moves the term away from its tooltip, closes it.
    const onScroll = () => {
      const r = triggerRef.current?.getBoundingClientRect();
      const at = openedAt.current;
      if (!r || !at || Math.abs(r.left - at.x) > 1 || Math.abs(r.top - at.y) > 1) close();
    };
    document.addEventListener("keydown", onKey);
    window.addEventListener("scroll", onScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("scroll", onScroll, { capture: true });
    };
  }, [open, close]);
  useEffect(() => cancel, []);

  return (
    <span
      className={align === "start" ? "tooltip tooltip--start" : "tooltip"}
      onPointerEnter={showAfterDelay}
      onPointerLeave={close}
    >
      <button
        ref={triggerRef}
        type="button"
        className="tooltip__trigger"
        aria-label={t("common.whatIs")}
        aria-describedby={id}
        onFocus={show}
        onBlur={close}
        onClick={close}
      >
        <span aria-hidden="true">?</span>
      </button>
      <span
        id={id}
        role="tooltip"
        className="tooltip__bubble"
        hidden={!open}
        style={{ marginBottom: settings.offsetPx }}
      >
        {text}
      </span>
    </span>
  );
}
