// A page's structured data for search engines (schema.org JSON-LD), in the page's body. The
// server renders it from the loader's store and the browser keeps that markup, so a page's
// JSON-LD is not also serialised as loader data (decision 111): the FAQ's repeated every
// question and answer a second time. After a move in the browser the data request answers it.
import { ServerSection } from "~/utils/server-sections";

export const PAGE_JSON_LD = "page-json-ld";

/** JSON for a <script> element: nothing in it can close the element or start markup. */
export function jsonLdText(item: unknown): string {
  return JSON.stringify(item)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function PageJsonLd({ data }: { data: unknown[] | null }) {
  return (
    <ServerSection id={PAGE_JSON_LD} data={data}>
      {(items) =>
        items.map((item, i) => (
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(item) }} />
        ))
      }
    </ServerSection>
  );
}
