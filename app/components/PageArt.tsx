/** The main pages' pictures (public/images/art-*.svg), drawn in the home hero's style. */
export type PageArtName = "calculator" | "county" | "faq" | "guides" | "protest-kit";

/**
 * A page header's picture, beside the heading on wide screens. Words-free, so it serves both
 * languages; decorative (the heading says what the page is). A lazy image: not fetched where it
 * is hidden (under 1100 px), and no bytes in the page's HTML beyond the tag.
 */
export function PageArt({ name }: { name: PageArtName }) {
  return (
    <img
      className="page-art"
      src={`/images/art-${name}.svg`}
      alt=""
      width={200}
      height={140}
      loading="lazy"
      decoding="async"
    />
  );
}
