// Links inside markup React did not build (the county map's shapes, the directory's cards) are
// plain <a> elements: without this they would load a whole new document. One click handler on
// their container hands same-site links to Remix's router, as <Link> does.
import { useNavigate } from "@remix-run/react";
import { useCallback, type MouseEvent } from "react";

type ClickKeys = Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented">;
type LinkLike = Pick<Element, "getAttribute" | "hasAttribute">;

/** The in-site path a click on `link` should navigate to, or null when the browser should handle it. */
export function routedHref(event: ClickKeys, link: LinkLike | null): string | null {
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (link.hasAttribute("download") || (link.getAttribute("target") ?? "_self") !== "_self") return null;
  const href = link.getAttribute("href") ?? "";
  // Same-site paths only; "#note" anchors and other sites stay with the browser.
  return href.startsWith("/") && !href.startsWith("//") ? href : null;
}

/** An onClick for a container of markup links. */
export function useMarkupLinks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent) => {
      const href = routedHref(event, (event.target as Element).closest("a"));
      if (href === null) return;
      event.preventDefault();
      navigate(href);
    },
    [navigate],
  );
}
