import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createI18n } from "./i18n/i18n.server";
import { langOfPath } from "./i18n/route-table";
import { env } from "./utils/env.server";
import { NonceProvider } from "./utils/nonce";
import { hydrateAfterPaint } from "./utils/hydrate-after-paint.server";
import { initServerMonitoring, reportServerError } from "./utils/monitoring/server";
import type { HandleErrorFunction } from "@remix-run/node";

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

// Fail at start-up, not on the first request, when the environment is wrong.
env();
initServerMonitoring();

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
  const lang = langOfPath(new URL(request.url).pathname);
  const i18n = await createI18n(lang, env().SITE_STATE);
  const nonce = (loadContext as { nonce?: string }).nonce;
  // No loader defers anything, so the whole document is ready with the shell but for Remix's
  // serialised loader data, which would otherwise arrive either inline or as a late Suspense
  // chunk depending on timing. Waiting for all of it gives every visitor, crawler and the page
  // cache one shape of each page (a late chunk added two nonces to the cached home page and
  // cut its cached throughput by about a fifth).

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <NonceProvider value={nonce}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </NonceProvider>
      </I18nextProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          // DEFER_HYDRATION=off keeps Remix's own bootstrap (decision 007; docs/operations.md).
          const body =
            process.env.NODE_ENV === "production" && env().DEFER_HYDRATION
              ? hydrateAfterPaint()
              : new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
