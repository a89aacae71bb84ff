import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { inlineScriptHashes } from "../server/security.mjs";
import { UNAVAILABLE_PAGES, unavailableHeaders } from "../server/unavailable.mjs";
import { createI18n, getLocale } from "./i18n/i18n.server";
import { ROUTE_TABLE, type PageModule } from "./i18n/route-table";
import { env } from "./utils/env.server";
import { ServerSectionsContext, serverSectionStore } from "./utils/server-sections";
import { deferHydration } from "./utils/hydrate-after-paint.server";
import { initServerMonitoring, reportServerError } from "./utils/monitoring/server";

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

// Fail at start-up, not on the first request, when the environment is wrong.
env();
initServerMonitoring();

// Pages whose HTML depends on nothing in their query string (the others read the calculator's
// inputs, a search box, a token). Their answers say so, and the page cache then keeps one copy
// per path, whatever query a link or a visitor adds (server/page-cache.mjs).
const QUERY_FREE: ReadonlySet<PageModule> = new Set([
  "county",
  "cms-page",
  "how-it-works",
  "guides-hub",
  "guide",
]);
const moduleOfPath = new Map(
  ROUTE_TABLE.flatMap((r) => [[r.en, r.module] as const, [r.es, r.module] as const]),
);

function readsQuery(context: EntryContext): boolean {
  const leaf = context.staticHandlerContext.matches.at(-1)?.route.id ?? "";
  const module = leaf.startsWith("page:") ? moduleOfPath.get(leaf.slice("page:".length)) : undefined;
  return !(module && QUERY_FREE.has(module));
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // Aborted requests (a visitor navigating away) are not errors.
  if (request.signal.aborted) return;
  console.error(error);
  reportServerError(error, request);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The content source is down and the page was never cached (a loader threw ContentUnavailable).
  if (responseStatusCode === 503) {
    return new Response(UNAVAILABLE_PAGES.content, { status: 503, headers: unavailableHeaders("content") });
  }
  const lang = await getLocale(request);
  const i18n = await createI18n(lang, env().SITE_STATE);
  // The server's: the CSP of this answer, made to allow the inline scripts it holds (decision 122).
  const { allowInlineScripts } = loadContext as { allowInlineScripts?: (hashes: string[]) => void };
  if (!readsQuery(remixContext)) responseHeaders.set("X-Reads-Query", "no");
  // No loader defers anything, so the whole document is ready with the shell but for Remix's
  // serialised loader data, which would otherwise arrive either inline or as a late Suspense
  // chunk depending on timing. Waiting for all of it gives every visitor, crawler and the page
  // cache one shape of each page. The page is then held until its end, so that its CSP header
  // can name the hashes of the inline scripts it holds.

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Assigned once the render has started; the render's callbacks may run before that.
    // eslint-disable-next-line prefer-const
    let timer: ReturnType<typeof setTimeout> | undefined;
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <ServerSectionsContext.Provider value={serverSectionStore(loadContext)}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
        </ServerSectionsContext.Provider>
      </I18nextProvider>,
      {
        onAllReady() {
          clearTimeout(timer);
          shellRendered = true;
          // DEFER_HYDRATION=off keeps Remix's own bootstrap (decision 007; docs/operations.md).
          const deferred = process.env.NODE_ENV === "production" && env().DEFER_HYDRATION;
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)));
          body.on("error", reject);
          body.on("end", () => {
            const rendered = Buffer.concat(chunks).toString("utf8");
            const html = deferred ? deferHydration(rendered) : rendered;
            allowInlineScripts?.(inlineScriptHashes(html));
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    // A render still running after the delay is cut; say which, so a slow page shows in the log.
    timer = setTimeout(() => {
      console.error(
        `[render] aborted after ${ABORT_DELAY} ms: ${request.method} ${new URL(request.url).pathname}`,
      );
      abort();
    }, ABORT_DELAY);
    // A visitor who left needs no page.
    request.signal.addEventListener("abort", () => {
      clearTimeout(timer);
      abort();
    });
  });
}
