// "Open preview": the site's draft view of this document, in English and Spanish. The site turns
// draft preview on at /api/preview?secret=…&redirect=PATH (app/routes/api.preview.ts) for a
// secret this action writes to the dataset as the editor, one per click (previewSecret.ts,
// decision 123): no secret is built into the Studio. The site's address per build comes from
// the Studio's environment at build time (SANITY_STUDIO_SITE_URL, SANITY_STUDIO_SITE_URL_TX … _HUB).
import { EyeOpenIcon } from "@sanity/icons";
import { useState } from "react";
import { useClient, type DocumentActionComponent, type SanityDocument } from "sanity";
import {
  guidePage,
  pathFor,
  routeById,
  ROUTE_TABLE,
  type Lang,
  type SiteState,
} from "../../app/i18n/route-table";
import { API_VERSION } from "../apiVersion";
import { createPreviewSecret } from "./previewSecret";

export const PREVIEW_TYPES = ["guide", "page", "faq", "county", "stateConfig", "siteSettings"];

const DEFAULT_SITE = process.env.SANITY_STUDIO_SITE_URL || "http://localhost:3000";
// Spelled out: the build replaces only literal process.env.SANITY_STUDIO_* names.
const SITE_URLS: Record<SiteState, string> = {
  TX: process.env.SANITY_STUDIO_SITE_URL_TX || DEFAULT_SITE,
  CA: process.env.SANITY_STUDIO_SITE_URL_CA || DEFAULT_SITE,
  FL: process.env.SANITY_STUDIO_SITE_URL_FL || DEFAULT_SITE,
  NY: process.env.SANITY_STUDIO_SITE_URL_NY || DEFAULT_SITE,
  HUB: process.env.SANITY_STUDIO_SITE_URL_HUB || DEFAULT_SITE,
};

type Doc = SanityDocument & { key?: string; state?: string; stateCode?: string; slug?: unknown };

/** The build that shows the document (ALL content: the hub) and its page on that build. */
export function previewTarget(
  doc: Doc,
  lang: Lang,
): { site: SiteState; route: string; params?: Record<string, string> } {
  const state = String(doc.state ?? doc.stateCode ?? "ALL").toUpperCase();
  const site: SiteState = ["TX", "CA", "FL", "NY"].includes(state) ? (state as SiteState) : "HUB";
  switch (doc._type) {
    case "guide": {
      const guideState = state === "ALL" ? "ALL" : (state as "TX");
      // Its own row's page, or for a guide made in the Studio its key in English and its Spanish
      // slug in Spanish.
      const slugEs = (doc.slug as { es?: unknown } | undefined)?.es;
      const at = guidePage(
        { key: String(doc.key), state: guideState, slugEs: typeof slugEs === "string" ? slugEs : null },
        site,
        lang,
      );
      return at ? { site, route: at.route.id, params: at.params } : { site, route: "tax-guides" };
    }
    case "page":
      return { site, route: ROUTE_TABLE.find((r) => r.pageKey === doc.key)?.id ?? "about" };
    case "faq":
      return { site, route: "faq" };
    case "county":
      return { site, route: "county", params: { slug: String(doc.slug ?? "") } };
    default:
      return { site, route: site === "HUB" ? "tax-guides" : "calculator" };
  }
}

export function previewUrl(doc: Doc, lang: Lang, secret: string): string {
  const target = previewTarget(doc, lang);
  const route = routeById(target.route)!;
  const path = pathFor(route, lang, target.params);
  const base = SITE_URLS[target.site].replace(/\/$/, "");
  return `${base}/api/preview?secret=${encodeURIComponent(secret)}&redirect=${encodeURIComponent(path)}`;
}

type SecretState = { secret?: string; problem?: string };

export const OpenPreview: DocumentActionComponent = (props) => {
  const client = useClient({ apiVersion: API_VERSION });
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<SecretState>({});
  const doc = (props.draft ?? props.published) as Doc | null;
  if (!doc) return null;
  const close = () => {
    setOpen(false);
    setState({});
  };
  const secret = state.secret;
  // Each opening makes its own secret: a link works for an hour, and only from this dataset.
  const onHandle = () => {
    setOpen(true);
    createPreviewSecret(client).then(
      (made) => setState({ secret: made }),
      (error: Error) => setState({ problem: `The preview link could not be made: ${error.message}` }),
    );
  };
  const go = (lang: Lang) =>
    secret && window.open(previewUrl(doc, lang, secret), `preview-${lang}`, "noopener");
  return {
    label: "Open preview",
    icon: EyeOpenIcon,
    title: "The site's draft view, in English and Spanish",
    onHandle,
    dialog: open
      ? {
          type: "popover",
          onClose: close,
          content: secret ? (
            <div style={{ display: "flex", gap: 12, padding: 8 }}>
              <a href={previewUrl(doc, "en", secret)} target="preview-en" rel="noopener" onClick={close}>
                English
              </a>
              <a href={previewUrl(doc, "es", secret)} target="preview-es" rel="noopener" onClick={close}>
                Español
              </a>
              <button type="button" onClick={() => (go("en"), go("es"), close())}>
                Both
              </button>
            </div>
          ) : (
            <p style={{ padding: 8, margin: 0 }}>{state.problem ?? "Making a preview link…"}</p>
          ),
        }
      : undefined,
  };
};
OpenPreview.displayName = "OpenPreview";
