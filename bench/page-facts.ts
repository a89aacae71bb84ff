// What a page's HTML alone says about its first paint: the bytes of Remix's serialised loader
// data inline in it, and the stylesheets that block its rendering. Read from the HTML as served,
// so they are the same on a quiet machine and a loaded one.

export interface HtmlFacts {
  /** The bytes of the page's elements that hand Remix its loader data (inlineLoaderData). */
  loaderDataBytes: number;
  /** `<link rel="stylesheet">` that apply to the screen: each one holds back the first paint. */
  renderBlockingStylesheets: number;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const ENQUEUE = /^window\.__remixContext\.streamController\.enqueue\(("[\s\S]*")\);$/;
const LINK = /<link\b[^>]*>/gi;

function attribute(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/** A media query that never applies to a phone's screen while the page loads (print only). */
function screenless(media: string | undefined): boolean {
  return media !== undefined && /^\s*print\s*$/i.test(media);
}

/**
 * The inline elements that hand Remix a page's loader data, each as sent and as Remix reads it:
 * the JSON blocks of a page whose hydration is deferred (`.remix-data`,
 * app/utils/hydrate-after-paint.server.ts), or Remix's own `enqueue(…)` scripts.
 */
function loaderDataElements(html: string): { sent: string; text: string }[] {
  const found: { sent: string; text: string }[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\sclass="remix-data"/.test(attributes)) found.push({ sent: body, text: body });
    const enqueued = ENQUEUE.exec(body);
    if (enqueued) found.push({ sent: body, text: JSON.parse(enqueued[1]) as string });
  }
  return found;
}

/** The text of the loader data a page hands Remix, in order, whichever way it is written. */
export function inlineLoaderData(html: string): string {
  return loaderDataElements(html)
    .map((e) => e.text)
    .join("");
}

export function htmlFacts(html: string): HtmlFacts {
  let loaderDataBytes = 0;
  for (const { sent } of loaderDataElements(html)) loaderDataBytes += Buffer.byteLength(sent);
  let renderBlockingStylesheets = 0;
  for (const [tag] of html.matchAll(LINK)) {
    const rel = (attribute(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    if (!rel.includes("stylesheet") || rel.includes("alternate")) continue;
    if (screenless(attribute(tag, "media")) || /\sdisabled[\s>=/]/i.test(tag)) continue;
    renderBlockingStylesheets++;
  }
  return { loaderDataBytes, renderBlockingStylesheets };
}
