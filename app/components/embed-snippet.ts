// The HTML a partner site pastes to frame the calculator (the Embed page shows and previews it).

/** Frame height, in pixels: the value, county and first exemptions at once (the rest scrolls in the frame). */
export const EMBED_HEIGHT = 1100;

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The <iframe> element: titled for screen readers, as wide as its column, fetched when scrolled near. */
export function embedSnippet({
  src,
  title,
  height = EMBED_HEIGHT,
}: {
  src: string;
  title: string;
  height?: number;
}) {
  return `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" width="100%" height="${height}" loading="lazy" style="border:0;max-width:100%"></iframe>`;
}
