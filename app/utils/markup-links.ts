// Links inside markup React did not build (the county map's shapes, the directory's cards) are
// plain <a> elements: without this they would load a whole new document. One click handler on
// their container hands same-site links to Remix's router, as <Link> does.
import { useNavigate } from "@remix-run/react";
import { useCallback, type MouseEvent } from "react";

type ClickKeys = Pick<
  MouseEvent,
  "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented"
>;
type LinkLike = Pick<Element, "getAttribute" | "hasAttribute">;

/**
 * The in-site location (path, query, fragment) a click on `link` should navigate to, or null
 * when the browser should handle it: modified clicks, other windows, downloads, other sites,
 * and anchors within the page.
 */
export function routedHref(event: ClickKeys, link: LinkLike | null, page: string): string | null {
  if (
    !link ||
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return null;
  if (link.hasAttribute("download") || (link.getAttribute("target") ?? "_self") !== "_self") return null;
  const href = link.getAttribute("href");
  if (!href || href.startsWith("#")) return null;
  // Resolved as the browser would ("/\evil.example" is another site), then compared by origin.
  const base = new URL(page);
  const url = new URL(href, base);
  if (url.origin !== base.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** An onClick for a container of markup links. */
export function useMarkupLinks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent) => {
      const href = routedHref(event, (event.target as Element).closest("a"), window.location.href);
      if (href === null) return;
      event.preventDefault();
      navigate(href);
    },
    [navigate],
  );
}
