/** The pictures of the home hero and the main pages (public/images/art-*.svg), in one style. */
export type PageArtName = "bill" | "calculator" | "county" | "faq" | "guides" | "protest-kit";

/** The drawings' own proportions (their viewBox), so the browser reserves the right box. */
const SIZE: Record<PageArtName, { width: number; height: number }> = {
  bill: { width: 260, height: 220 },
  calculator: { width: 200, height: 140 },
  county: { width: 200, height: 140 },
  faq: { width: 200, height: 140 },
  guides: { width: 200, height: 140 },
  "protest-kit": { width: 200, height: 140 },
};

/**
 * A page's picture, beside its heading on wide screens (the home hero's bill: a line per taxing
 * unit adding up to the total). Words-free, so it serves both languages; decorative (the heading
 * says what the page is). A lazy image: not fetched where it is hidden (under 1100 px), and no
 * bytes in the page's HTML beyond the tag.
 */
export function PageArt({ name, className = "page-art" }: { name: PageArtName; className?: string }) {
  return (
    <img
      className={className}
      src={`/images/art-${name}.svg`}
      alt=""
      {...SIZE[name]}
      loading="lazy"
      decoding="async"
    />
  );
}
