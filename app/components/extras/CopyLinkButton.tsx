import { useTranslation } from "react-i18next";
import { toast } from "~/components/toasts";
import { useHydrated } from "~/utils/use-hydrated";

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Pages served over plain HTTP have no Clipboard API: fall back to a selected text area.
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error("copy refused");
}

/**
 * Copies the link to a result (a path with its inputs) to the clipboard. Only shown once the
 * page is interactive: without JavaScript the address bar already holds the same link.
 */
export function CopyLinkButton({ path, label }: { path: string; label: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const onClick = async () => {
    const url = new URL(path, window.location.origin).toString();
    try {
      await copyText(url);
      toast.success(t("calculator.share.linkCopied"), { description: t("calculator.share.linkCopiedText") });
    } catch {
      toast.error(t("calculator.share.copyFailed"), { description: t("calculator.share.copyFailedText") });
    }
  };
  return (
    <button type="button" className="button button--secondary" onClick={onClick} data-testid="copy-link">
      {label}
    </button>
  );
}
