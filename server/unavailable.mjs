// @ts-check
// The two pages the site answers when it cannot render one: the content source is down and the
// page was never cached, or too many renders are queued. Short, in both languages, no script,
// never cached; the answer carries Retry-After.

const STYLE =
  "body{font:1.05rem/1.5 system-ui,sans-serif;max-width:34rem;margin:12vh auto;padding:0 1.25rem;color:#1f2933}h1{font-size:1.4rem}hr{border:0;border-top:1px solid #d9dee3;margin:2rem 0}";

/**
 * @param {{ title: string, en: { h1: string, p: string }, es: { h1: string, p: string } }} t
 */
function page(t) {
  return Buffer.from(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t.title}</title><style>${STYLE}</style></head><body><main><h1>${t.en.h1}</h1><p>${t.en.p}</p><p><a href="/">Go to the home page</a></p><hr><section lang="es"><h1>${t.es.h1}</h1><p>${t.es.p}</p><p><a href="/es">Ir a la página principal</a></p></section></main></body></html>\n`,
  );
}

/** Seconds a visitor is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = { busy: 5, content: 30 };

export const UNAVAILABLE_PAGES = {
  busy: page({
    title: "Busy for a moment · Un momento, por favor",
    en: {
      h1: "The site is busy for a moment",
      p: "Too many pages were asked for at once. Please try again in a few seconds: nothing you entered is lost.",
    },
    es: {
      h1: "El sitio está ocupado en este momento",
      p: "Se pidieron demasiadas páginas al mismo tiempo. Vuelva a intentarlo en unos segundos; no se perdió nada de lo que escribió.",
    },
  }),
  content: page({
    title: "Back shortly · Volvemos pronto",
    en: {
      h1: "This page is not available right now",
      p: "We cannot reach the source of our rates and guides at the moment, and this page has not been saved yet. Please try again in a minute; the pages you visited before still work.",
    },
    es: {
      h1: "Esta página no está disponible por ahora",
      p: "En este momento no podemos consultar la fuente de nuestras tasas y guías, y esta página todavía no estaba guardada. Inténtelo de nuevo en un minuto; las páginas que ya visitó siguen funcionando.",
    },
  }),
};

/** Headers of such an answer. @param {keyof typeof RETRY_AFTER_SECONDS} kind */
export function unavailableHeaders(kind) {
  return {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "private, no-store",
    "Retry-After": String(RETRY_AFTER_SECONDS[kind]),
  };
}
