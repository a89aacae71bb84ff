import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { loadBrowserTables } from "./i18n/page-sections";
import { buildResources, i18nOptions } from "./i18n/resources";
import type { Lang, SiteState } from "./i18n/route-table";
import { recordHistoryIndex } from "./utils/history-index";
import { nextTask } from "./utils/next-task";
import { codeForServerMarkup } from "./utils/on-demand";

async function hydrate() {
  const root = document.documentElement;
  const lang = (root.lang === "es" ? "es" : "en") as Lang;
  const state = (root.dataset.state ?? "TX") as SiteState;
  recordHistoryIndex(window.history);
  // The code of what the server rendered on demand comes first: its modules ask for the
  // dictionary sections they use, which the tables then include.
  await codeForServerMarkup();
  const tables = await loadBrowserTables(lang, state);
  await i18next.use(initReactI18next).init({
    ...i18nOptions(lang, buildResources(lang, tables)),
    // A key missing from every table is reported (after consent), then shown as its fallback.
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key) => {
      // Also said in the console, where the end-to-end tests listen for it: a key the browser
      // lacks is a dictionary section nobody asked for, or a key no table has.
      console.warn(`Translation missing: ${key}`);
      void import("./utils/analytics/client").then(({ track }) =>
        track("translation_missing", { key, language: lang }),
      );
    },
  });
  // Creating the root and its event listeners is a task of its own, after the dictionary's.
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
