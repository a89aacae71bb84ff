// The calculator's code that the browser fetches when it is needed, not with the page: the
// results card with the engine, the phone wizard when the visitor turns to the form, the
// newsletter popup when it opens. The server renders them in place (utils/on-demand.ts).
import type { ComponentType } from "react";
import type { NewsletterPopupProps } from "~/forms/NewsletterPopup";
import { loadOnce } from "~/utils/load-once";
import { onDemand } from "~/utils/on-demand";
import type { MobileWizardProps } from "./MobileWizard";
import type { ResultsCardProps } from "./ResultsCard";

// A shared result link renders the card on the server: its code comes before the page hydrates.
const results = onDemand<ResultsCardProps, HTMLHeadingElement>(
  () => import("./ResultsCard").then((m) => m.ResultsCard as ComponentType<ResultsCardProps>),
  import.meta.env.SSR
    ? ((await import("./ResultsCard")).ResultsCard as ComponentType<ResultsCardProps>)
    : undefined,
  "#results-title",
);
const wizard = onDemand<MobileWizardProps>(
  () => import("./MobileWizard").then((m) => m.MobileWizard),
  import.meta.env.SSR ? (await import("./MobileWizard")).MobileWizard : undefined,
);
const newsletterPopup = onDemand<NewsletterPopupProps>(
  () => import("~/forms/NewsletterPopup").then((m) => m.NewsletterPopup),
  import.meta.env.SSR ? (await import("~/forms/NewsletterPopup")).NewsletterPopup : undefined,
);
export const ResultsCard = results.Component;
export const MobileWizard = wizard.Component;
export const NewsletterPopup = newsletterPopup.Component;

/**
 * The engine's module (with the results card): fetched when the visitor first focuses or
 * touches the form, so it is there by the time they press Calculate, or at the latest with the
 * first calculation. It is not among the page's first scripts. Once there, a calculation
 * without delay shows its result in the same render.
 */
export type Engine = typeof import("./run");
export const engine = loadOnce<Engine>(() =>
  Promise.all([import("./run"), results.preload()]).then(([run]) => run),
);

/** Starts fetching the engine and the wizard (the visitor has turned to the form). */
export function warmEngine() {
  engine.get().catch(() => undefined);
  wizard.preload().catch(() => undefined);
}
