import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { BrowserOnly } from "~/utils/use-hydrated";

// A modal dialog as WAI-ARIA describes it: role=dialog with aria-modal, a label and a
// description, focus moved inside on open and kept there (Tab wraps), Escape and the
// backdrop close it, and focus goes back to where it was when it closes.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[aria-hidden="true"]') && el.getClientRects().length > 0,
  );
}

export interface ModalDialogProps {
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  /** The element to focus first; else the first focusable one. */
  initialFocus?: React.RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

export function ModalDialog({
  labelledBy,
  describedBy,
  onClose,
  initialFocus,
  className,
  children,
}: ModalDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target =
      initialFocus?.current ?? (panel.current ? focusables(panel.current)[0] : null) ?? panel.current;
    target?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    // Focus that reaches the page behind some other way (a screen reader's own keys, a
    // script) is brought back. Toasts stay reachable: they are announcements, not the page.
    const keepInside = (event: FocusEvent) => {
      const el = event.target as Node | null;
      if (!panel.current || !el || panel.current.contains(el)) return;
      if (el instanceof Element && el.closest("[data-sonner-toaster]")) return;
      (focusables(panel.current)[0] ?? panel.current).focus();
    };
    document.addEventListener("focusin", keepInside);
    return () => {
      document.removeEventListener("focusin", keepInside);
      document.body.style.overflow = overflow;
      if (returnTo?.isConnected) returnTo.focus();
    };
    // Runs once per opening: the dialog is mounted when it opens and unmounted when it closes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const items = focusables(panel.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !panel.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panel.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  function onBackdrop(event: MouseEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget) closeRef.current();
  }

  // The backdrop is presentational: it takes a click outside the panel and, as they bubble, the
  // panel's keys (Escape, the Tab cycle).
  return createPortal(
    <div className="modal-backdrop" role="presentation" onMouseDown={onBackdrop} onKeyDown={onKeyDown}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`modal-panel ${className ?? ""}`.trim()}
      >
        {/* Opened by the visitor, never by the server: the fields inside skip their
            without-JavaScript forms (the wizard's county picker would otherwise swap a select
            for the combobox under the visitor's first keystrokes). */}
        <BrowserOnly.Provider value={true}>{children}</BrowserOnly.Provider>
      </div>
    </div>,
    document.body,
  );
}
