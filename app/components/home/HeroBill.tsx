/**
 * The home hero's picture: a tax bill drawn as its lines (one per taxing unit) adding up to the
 * total, which is what the calculator rebuilds. Words-free, so one drawing serves both languages;
 * decorative (the hero's text says the same). A file, not inline: the home page's HTML stays
 * within its budget, and the browser fetches it only where the hero has room to show it (wide
 * screens; hidden, a lazy image is not fetched).
 */
export function HeroBill() {
  return (
    <img
      className="hero-bill"
      src="/images/hero-bill.svg"
      alt=""
      width={240}
      height={203}
      loading="lazy"
      decoding="async"
    />
  );
}
