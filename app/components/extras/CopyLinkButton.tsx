import { useTranslation } from "react-i18next";
import { toast } from "~/components/toasts";
import { copyText } from "~/utils/clipboard";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * Copies the link to a result (a path with its inputs) to the clipboard. It works once the page
 * is interactive; without JavaScript it is hidden, and the address bar holds the same link.
 */
export function CopyLinkButton({ path, label }: { path: string; label: string }) {
  const { t } = useTranslation();
  // Rendered by the server too, disabled until the page is live, so nothing moves at hydration.
  const hydrated = useHydrated();
  const onClick = async () => {
    const url = new URL(path, window.location.origin).toString();
    if (await copyText(url))
      toast.success(t("calculator.share.linkCopied"), { description: t("calculator.share.linkCopiedText") });
    else toast.error(t("calculator.share.copyFailed"), { description: t("calculator.share.copyFailedText") });
  };
  return (
    <button
      type="button"
      className="button button--secondary js-only"
      onClick={onClick}
      disabled={!hydrated}
      data-testid="copy-link"
    >
      {label}
    </button>
  );
}
