// The county map in the page. The directory's HTML shows the drawing as a picture
// (<img data-live-map>), which paints without holding up the page's first paint. Once the page
// is idle the browser reads the same file (from its HTTP cache), and the first time the visitor
// points at, touches or tabs into the map, the drawing takes the picture's place: each county a
// link with its name and rate. Doing that work when the map is used, not while the page loads,
// keeps a slow phone's main thread free for the visitor. If the file cannot be read, the picture
// stays: the directory under it links every county (decision 121).

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 500);
  return () => clearTimeout(id);
};

/** The drawing in `markup` as an element of this page, or null if it is not an SVG drawing. */
export function drawingFrom(markup: string, into: Document): SVGSVGElement | null {
  const doc = new DOMParser().parseFromString(markup, "image/svg+xml");
  const root = doc.documentElement;
  if (doc.getElementsByTagName("parsererror").length || root.localName !== "svg") return null;
  return into.importNode(root, true) as unknown as SVGSVGElement;
}

/** What brings the map to life: the visitor pointing at, touching or tabbing into it. */
const USE = ["pointerover", "touchstart", "focusin"] as const;

/** Readies the map's drawing and shows it when the map is first used; returns a cancel. */
export function bringMapToLife(img: HTMLImageElement): () => void {
  const map = img.closest(".county-map") ?? img.parentElement;
  if (!map) return () => undefined;
  const controller = new AbortController();
  let markup: string | null = null;
  let wanted = false;
  const show = () => {
    if (!markup || !img.isConnected || img.hidden) return;
    const drawing = drawingFrom(markup, img.ownerDocument);
    if (!drawing) return;
    // Beside the picture, which stays (hidden) where React may have put it.
    img.after(drawing);
    img.hidden = true;
  };
  let reading: Promise<void> | null = null;
  const read = () =>
    (reading ??= fetch(img.currentSrc || img.src, { signal: controller.signal })
      .then((res) => (res.ok ? res.text() : null))
      .then((text) => {
        markup = text;
        if (wanted) show();
      })
      .catch(() => undefined));
  const use = () => {
    wanted = true;
    if (markup) show();
    else void read();
  };
  for (const type of USE)
    map.addEventListener(type, use, { once: true, passive: true, signal: controller.signal });
  const cancelIdle = whenIdle(() => void read());
  return () => {
    cancelIdle();
    controller.abort();
  };
}
