// What a page's HTML alone says about its first paint: the bytes of Remix's serialised loader
// data inline in it, and the stylesheets that block its rendering. Read from the HTML as served,
// so they are the same on a quiet machine and a loaded one.

export interface HtmlFacts {
  /** The inline scripts that hand Remix its loader data (`__remixContext.streamController.enqueue(…)`). */
  loaderDataBytes: number;
  /** `<link rel="stylesheet">` that apply to the screen: each one holds back the first paint. */
  renderBlockingStylesheets: number;
}

const SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/gi;
const LINK = /<link\b[^>]*>/gi;

function attribute(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/** A media query that never applies to a phone's screen while the page loads (print only). */
function screenless(media: string | undefined): boolean {
  return media !== undefined && /^\s*print\s*$/i.test(media);
}

export function htmlFacts(html: string): HtmlFacts {
  let loaderDataBytes = 0;
  for (const [, body] of html.matchAll(SCRIPT))
    if (body.includes("__remixContext.streamController.enqueue(")) loaderDataBytes += Buffer.byteLength(body);
  let renderBlockingStylesheets = 0;
  for (const [tag] of html.matchAll(LINK)) {
    const rel = (attribute(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    if (!rel.includes("stylesheet") || rel.includes("alternate")) continue;
    if (screenless(attribute(tag, "media")) || /\sdisabled[\s>=/]/i.test(tag)) continue;
    renderBlockingStylesheets++;
  }
  return { loaderDataBytes, renderBlockingStylesheets };
}
