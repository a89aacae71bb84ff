import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/toasts";
import { reportingFetch } from "~/utils/analytics/client";
import { trackNewsletterSignup } from "~/utils/analytics/site-events";
import { fieldErrorKeys, firstErrorKey, translateErrors } from "./issues";
import { isDevelopmentModeAnswer, type SubscribeAnswer } from "./newsletter-fields";
import type { SubscribePayloadInput } from "./newsletter-schema";

export const SUBSCRIBE_URL = "/api/newsletter/subscribe";

export type SubscribeStatus = "idle" | "submitting" | "success" | "error";

export interface SubscribeState {
  status: SubscribeStatus;
  /** The text shown in the error state: the server's when it gave one, else the form's default. */
  error: string | null;
  fieldErrors: Record<string, string>;
}

const IDLE: SubscribeState = { status: "idle", error: null, fieldErrors: {} };

/**
 * Sends a banner or popup subscription. The payload is checked with the server's schema
 * first (loaded on the first subscription), so a typo is answered at once, in the same words the server would use.
 * Spec §7/§8: a development-mode answer is success and nothing more; a real one also gets
 * the confirmation toast; a refusal shows the server's error text, and a network failure
 * (or an answer that is not ours) the form's default error.
 */
export function useNewsletterSubscribe(form: "default" | "popup") {
  const { t } = useTranslation();
  const [state, setState] = useState<SubscribeState>(IDLE);
  const defaultError = t(`newsletter.${form}.error`);

  const submit = useCallback(
    async (payload: SubscribePayloadInput): Promise<boolean> => {
      // The schema (and zod) is fetched with the first subscription, not with every page.
      const schema = await import("./newsletter-schema").then(
        (m) => m.SubscribePayloadSchema,
        () => null,
      );
      if (!schema) {
        // Offline, or the site was redeployed under the page: the same as a failed send.
        setState({ status: "error", error: defaultError, fieldErrors: {} });
        return false;
      }
      const checked = schema.safeParse(payload);
      if (!checked.success) {
        const keys = fieldErrorKeys(checked.error);
        setState({
          status: "error",
          error: t(firstErrorKey(keys) ?? `newsletter.${form}.error`),
          fieldErrors: translateErrors(keys, t),
        });
        return false;
      }
      setState({ status: "submitting", error: null, fieldErrors: {} });
      let answer: Partial<SubscribeAnswer> | null = null;
      let ok = false;
      try {
        const res = await reportingFetch(SUBSCRIBE_URL, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(payload),
        });
        answer = (await res.json().catch(() => null)) as Partial<SubscribeAnswer> | null;
        ok = res.ok && answer?.ok === true;
      } catch {
        answer = null;
      }
      if (ok && answer) {
        setState({ status: "success", error: null, fieldErrors: {} });
        void trackNewsletterSignup(payload.email, form, payload.state);
        if (!isDevelopmentModeAnswer({ message: String(answer.message ?? "") }))
          toast.success(t("newsletter.toast.success"));
        return true;
      }
      const serverError = typeof answer?.error === "string" && answer.error.trim() ? answer.error : null;
      const fields =
        answer?.fields && typeof answer.fields === "object" ? (answer.fields as Record<string, string>) : {};
      setState({ status: "error", error: serverError ?? defaultError, fieldErrors: fields });
      return false;
    },
    [defaultError, form, t],
  );

  const reset = useCallback(() => setState(IDLE), []);
  return { ...state, submit, reset };
}
