import { useTranslation } from "react-i18next";
import { CopyButton } from "~/components/CopyButton";

/**
 * Copies the link to a result (a path with its inputs) to the clipboard. Without JavaScript it
 * is hidden, and the address bar holds the same link.
 */
export function CopyLinkButton({ path, label }: { path: string; label: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton
      text={() => new URL(path, window.location.origin).toString()}
      label={label}
      copied={{ title: t("calculator.share.linkCopied"), description: t("calculator.share.linkCopiedText") }}
      failed={{ title: t("calculator.share.copyFailed"), description: t("calculator.share.copyFailedText") }}
      className="button button--secondary"
      testId="copy-link"
    />
  );
}
