import { Component, useEffect, type ErrorInfo, type ReactNode } from "react";
import { isRouteErrorResponse, Link, useLocation, useRevalidator, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { trackPageNotFound } from "~/utils/analytics/site-events";
import { reportBoundaryError } from "~/utils/monitoring/client";
import type { SectionData } from "~/utils/section-data";

// The spec's error screens at app, page, component and generic level.

export function errorIdFor(error: unknown): string {
  const digest = (error as { digest?: string } | null)?.digest;
  if (digest) return digest;
  const random = Math.random().toString(36).slice(2, 10).toUpperCase();
  return `ERR-${random}`;
}

interface AppErrorText {
  title: string;
  text: string;
  errorId: string;
  reload: string;
  home: string;
}

/** The whole app failed: rendered by the root boundary, possibly without i18n, so texts come in. */
export function AppErrorScreen({
  texts,
  errorId,
  homeHref,
}: {
  texts: AppErrorText;
  errorId: string;
  homeHref: string;
}) {
  return (
    <main id="main-content" tabIndex={-1} className="error-screen" role="alert">
      <h1>{texts.title}</h1>
      <p>{texts.text}</p>
      <p className="error-id">
        {texts.errorId}: <code>{errorId}</code>
      </p>
      <div className="actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {texts.reload}
        </button>
        <a className="button button--secondary" href={homeHref}>
          {texts.home}
        </a>
      </div>
    </main>
  );
}

/** A page's loader or render failed; the rest of the site still works. */
export function PageErrorBoundary() {
  const error = useRouteError();
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const home = i18n.language === "es" ? "/es" : "/";
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (notFound) trackPageNotFound(pathname, i18n.language === "es" ? "es" : "en");
    else reportBoundaryError(error, "page");
  }, [error, notFound, pathname, i18n.language]);
  if (notFound) {
    return (
      <section className="error-screen">
        <h1>{t("common.notFoundTitle")}</h1>
        <p>{t("common.notFoundText")}</p>
        <Link className="button" to={home}>
          {t("common.goHome")}
        </Link>
      </section>
    );
  }
  return (
    <section className="error-screen" role="alert">
      <h1>{t("common.pageErrorTitle")}</h1>
      <p>{t("common.pageErrorText")}</p>
      <div className="actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t("common.tryAgain")}
        </button>
        <Link className="button button--secondary" to={home}>
          {t("common.goHome")}
        </Link>
      </div>
    </section>
  );
}

interface SectionBoundaryProps {
  /** The section's name as the visitor knows it ("Results", "Report"). */
  name: string;
  children: ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
  text?: "common.componentErrorText" | "common.sectionErrorText";
  heading?: "h2" | "h3";
  /** The class of the frame the error screen gets (a page section's "container"). */
  fallbackFrame?: string;
}

function SectionError({
  name,
  onRetry,
  text = "common.componentErrorText",
  heading: Heading = "h2",
}: {
  name: string;
  onRetry: () => void;
  /** The calculator's sections say the calculator still works; a page's say the page does. */
  text?: "common.componentErrorText" | "common.sectionErrorText";
  heading?: "h2" | "h3";
}) {
  const { t } = useTranslation();
  return (
    <div className="section-error" role="alert">
      <Heading>{t("common.componentErrorTitle", { name })}</Heading>
      <p>{t(text)}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t("common.retry")}
      </button>
    </div>
  );
}

/**
 * A section whose data the server could not load (SectionData with ok: false). Retry asks the
 * server for the page's data again; the page answers without caching while a section is down.
 */
export function SectionUnavailable({ name, heading }: { name: string; heading?: "h2" | "h3" }) {
  const { revalidate } = useRevalidator();
  return <SectionError name={name} heading={heading} text="common.sectionErrorText" onRetry={revalidate} />;
}

type SectionFrameProps = { className?: string; children: ReactNode };
/** The error screen takes the place of a whole page section: it gets the section's frame. */
function SectionFrame({ className, children }: SectionFrameProps) {
  return className ? <div className={className}>{children}</div> : <>{children}</>;
}

/**
 * A page's section from its loader data: the error screen when the data failed, and a
 * component boundary around the rendering, so neither blanks nor crashes the page.
 */
export function PageSection<T>({
  data,
  name,
  heading,
  className,
  children,
}: {
  data: SectionData<T>;
  name: string;
  heading?: "h2" | "h3";
  /** The frame the error screen gets when it stands for a whole page section ("container"). */
  className?: string;
  children: (data: T) => ReactNode;
}) {
  if (!data.ok) {
    return (
      <SectionFrame className={className}>
        <SectionUnavailable name={name} heading={heading} />
      </SectionFrame>
    );
  }
  return (
    <ComponentErrorBoundary
      name={name}
      heading={heading}
      text="common.sectionErrorText"
      fallbackFrame={className}
    >
      {children(data.data)}
    </ComponentErrorBoundary>
  );
}

/** One section failed; the rest of the calculator keeps working. Retry re-mounts the section. */
export class ComponentErrorBoundary extends Component<
  SectionBoundaryProps,
  { failed: boolean; attempt: number }
> {
  state = { failed: false, attempt: 0 };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    if (this.props.onError) this.props.onError(error, info);
    else reportBoundaryError(error, "component", { section: this.props.name });
  }
  render() {
    if (this.state.failed) {
      return (
        <SectionFrame className={this.props.fallbackFrame}>
          <SectionError
            name={this.props.name}
            text={this.props.text}
            heading={this.props.heading}
            onRetry={() => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }))}
          />
        </SectionFrame>
      );
    }
    return <ComponentKey key={this.state.attempt}>{this.props.children}</ComponentKey>;
  }
}

function ComponentKey({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** The generic message for places with no better one. */
export function GenericError() {
  const { t } = useTranslation();
  return (
    <p className="generic-error" role="alert">
      {t("common.genericError")}
    </p>
  );
}
