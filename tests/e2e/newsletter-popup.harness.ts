// The newsletter popup on a page of its own, for tests/e2e/newsletter.spec.ts: bundled by
// Vite at test time and served by Playwright. It wires the popup the way the calculator does
// (useNewsletterPopup + notifyCalculated after a calculation) with the real dictionaries.
import i18next from "i18next";
import { createElement as h, Fragment, useState } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { SiteToaster } from "~/components/toasts";
import { NewsletterPopup, useNewsletterPopup } from "~/forms/NewsletterPopup";
import { LanguageProvider } from "~/i18n/language";
import en from "~/i18n/locales/en";
import es from "~/i18n/locales/es";

const params = new URLSearchParams(location.search);
const lang = params.get("lang") === "es" ? "es" : "en";
const county = params.has("noCounty") ? null : "Harris";

const i18n = i18next.createInstance();
await i18n.init({
  lng: lang,
  fallbackLng: "en",
  resources: { en: { translation: en }, es: { translation: es } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

function Harness() {
  const popup = useNewsletterPopup();
  const [direct, setDirect] = useState(false);
  return h(
    Fragment,
    null,
    h(
      "main",
      null,
      h("button", { type: "button", onClick: popup.notifyCalculated }, "Calculate"),
      h("button", { type: "button", onClick: () => setDirect(true) }, "Open popup"),
    ),
    h(NewsletterPopup, {
      open: popup.open || direct,
      onOpenChange: (open: boolean) => {
        popup.onOpenChange(open);
        if (!open) setDirect(false);
      },
      county,
      calculatedTax: 6789.4,
    }),
    h(SiteToaster, { position: "bottom-right", atLoad: false }),
  );
}

createRoot(document.getElementById("root")!).render(
  h(
    I18nextProvider,
    { i18n },
    h(MemoryRouter, null, h(LanguageProvider, { language: lang, state: "TX", children: h(Harness) })),
  ),
);
