import { toast } from "~/components/toasts";
import { copyText } from "~/utils/clipboard";
import { useHydrated } from "~/utils/use-hydrated";

/** What a toast says: a title, and a line under it when there is one. */
export interface ToastText {
  title: string;
  description?: string;
}

/**
 * A button that copies text to the clipboard and says whether it could. The server renders it
 * too, disabled until the page is live, so nothing moves when the page hydrates; without
 * JavaScript CSS hides it (`.js-only`), and the page offers the text another way.
 */
export function CopyButton({
  text,
  label,
  copied,
  failed,
  className = "button",
  testId,
}: {
  /** Read when the button is pressed. */
  text: () => string;
  label: string;
  copied: ToastText;
  failed: ToastText;
  className?: string;
  testId?: string;
}) {
  const hydrated = useHydrated();
  const onClick = async () => {
    if (await copyText(text())) toast.success(copied.title, { description: copied.description });
    else toast.error(failed.title, { description: failed.description });
  };
  return (
    <button
      type="button"
      className={`${className} js-only`}
      onClick={onClick}
      disabled={!hydrated}
      data-testid={testId}
    >
      {label}
    </button>
  );
}
