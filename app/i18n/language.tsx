import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "@remix-run/react";
import { trackLanguageSwitch } from "~/utils/analytics/site-events";
import { counterpartPath, type Lang, type SiteState } from "./route-table";

export const PREFERRED_LANGUAGE_KEY = "preferredLanguage";

interface LanguageContextValue {
  language: Lang;
  state: SiteState;
  /** Goes to the same page in `lang` and remembers the choice. */
  setLanguage: (lang: Lang) => void;
  switchLanguage: () => void;
  /** Translate with a fallback: the key's text, else `fallback`, else the key. */
  translate: (key: string, fallback?: string, values?: Record<string, unknown>) => string;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function savePreferredLanguage(lang: Lang) {
  try {
    localStorage.setItem(PREFERRED_LANGUAGE_KEY, lang);
  } catch {
    // Private mode or storage disabled: the path still carries the language.
  }
}

export function LanguageProvider({
  language,
  state,
  children,
}: {
  language: Lang;
  state: SiteState;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const setLanguage = useCallback(
    (lang: Lang) => {
      savePreferredLanguage(lang);
      if (lang === language) return;
      trackLanguageSwitch(language, lang, location.pathname);
      navigate(counterpartPath(location.pathname, state, location.search) + location.hash);
    },
    [language, location, navigate, state],
  );
  const value = useMemo<LanguageContextValue>(
    () => ({
      language,
      state,
      setLanguage,
      switchLanguage: () => setLanguage(language === "en" ? "es" : "en"),
      translate: (key, fallback, values) => t(key, { defaultValue: fallback ?? key, ...values }) as string,
    }),
    [language, state, setLanguage, t],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const ctx = useContext(LanguageContext);
  if (!ctx) throw new Error("useLanguage must be used within LanguageProvider");
  return ctx;
}
