import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ExternalLink } from "~/components/ExternalLink";
import { toast } from "~/components/toasts";
import { useToastMs } from "~/content/use-ui-settings";
import { ModalDialog } from "~/forms/ModalDialog";
import { copyText } from "~/utils/clipboard";
import type { ShareLinks } from "./report-model";

export interface ShareDialogProps {
  url: string;
  links: ShareLinks;
  /** The plain-text report for "copy report details". */
  details: () => string;
  /** Title and text for the system share sheet. */
  shareTitle: string;
  shareText: string;
  onClose: () => void;
}

/** Spec §7: e-mail, X, Facebook, copy link, copy report details, and the system share sheet where there is one. */
export function ShareDialog({ url, links, details, shareTitle, shareText, onClose }: ShareDialogProps) {
  const { t } = useTranslation();
  const toastMs = useToastMs();
  const id = useId();
  const titleId = `${id}-title`;
  const textId = `${id}-text`;
  const urlField = useRef<HTMLInputElement>(null);
  const [canShare] = useState(
    () => typeof navigator !== "undefined" && typeof navigator.share === "function",
  );

  async function copyLink() {
    if (await copyText(url))
      toast.success(t("calculator.share.linkCopied"), {
        description: t("calculator.share.linkCopiedText"),
        duration: toastMs("short"),
      });
    else {
      toast.error(t("calculator.share.copyFailed"), {
        description: t("calculator.share.copyFailedText"),
        duration: toastMs("default"),
      });
      urlField.current?.focus();
      urlField.current?.select();
    }
  }

  async function copyDetails() {
    if (await copyText(details()))
      toast.success(t("calculator.share.detailsCopied"), { duration: toastMs("short") });
    else
      toast.error(t("calculator.share.copyFailed"), {
        description: t("calculator.share.copyFailedText"),
        duration: toastMs("default"),
      });
  }

  async function systemShare() {
    try {
      await navigator.share({ title: shareTitle, text: shareText, url });
    } catch {
      // The visitor closed the sheet: nothing to report.
    }
  }

  return (
    <ModalDialog labelledBy={titleId} describedBy={textId} onClose={onClose} className="share-dialog">
      <button
        type="button"
        className="modal-close"
        onClick={onClose}
        aria-label={t("calculator.share.close")}
      >
        <span aria-hidden="true">×</span>
      </button>
      <h2 id={titleId}>{t("calculator.share.title")}</h2>
      <p id={textId}>{t("calculator.share.text")}</p>
      <div className="field">
        <label htmlFor={`${id}-url`} className="visually-hidden">
          URL
        </label>
        <input
          ref={urlField}
          id={`${id}-url`}
          type="text"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
        />
      </div>
      <ul className="share-list">
        <li>
          <button type="button" className="button" onClick={copyLink}>
            {t("calculator.share.copyLink")}
          </button>
        </li>
        <li>
          <button type="button" className="button button--secondary" onClick={copyDetails}>
            {t("calculator.share.copyDetails")}
          </button>
        </li>
        <li>
          <a className="button button--secondary" href={links.email} data-share="email">
            {t("calculator.share.email")}
          </a>
        </li>
        <li>
          <ExternalLink className="button button--secondary" href={links.x} data-share="x">
            {t("calculator.share.x")}
          </ExternalLink>
        </li>
        <li>
          <ExternalLink className="button button--secondary" href={links.facebook} data-share="facebook">
            {t("calculator.share.facebook")}
          </ExternalLink>
        </li>
        {canShare ? (
          <li>
            <button type="button" className="button button--secondary" onClick={systemShare}>
              {t("calculator.share.system")}
            </button>
          </li>
        ) : null}
      </ul>
    </ModalDialog>
  );
}
