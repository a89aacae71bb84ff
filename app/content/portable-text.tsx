import { PortableText, type PortableTextComponents } from "@portabletext/react";
import { createContext, useContext, type ReactNode } from "react";
import { useLanguage } from "~/i18n/language";
import { resolveContentHref, type TaxState } from "~/i18n/route-table";
import { ExternalLink } from "~/components/ExternalLink";
import { slugify } from "~/utils/slugify";
import { blockText } from "./portable-text-text";

export { blockText };

// How CMS rich text becomes HTML: headings get anchors, internal links stay in the reader's
// language, external links say so, and the custom table and callout blocks render.

type Block = {
  _type: string;
  _key?: string;
  style?: string;
  children?: { text?: string }[];
  [k: string]: unknown;
};

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

export function tableOfContents(blocks: Block[]): TocEntry[] {
  return blocks
    .filter((b) => b._type === "block" && (b.style === "h2" || b.style === "h3"))
    .map((b) => ({ id: slugify(blockText(b)), text: blockText(b), level: b.style === "h2" ? 2 : 3 }));
}

function Heading({ level, value, children }: { level: 2 | 3 | 4; value: Block; children: ReactNode }) {
  const id = slugify(blockText(value));
  const Tag = `h${level}` as "h2";
  return (
    <Tag id={id} className="anchored">
      {children}
      <a href={`#${id}`} className="anchor-link" aria-hidden="true" tabIndex={-1}>
        #
      </a>
    </Tag>
  );
}

/** The state a piece of content is about: its links to generic guide paths go to that state's guide. */
const ContentStateContext = createContext<TaxState | "ALL" | undefined>(undefined);

function InternalOrExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { language, state } = useLanguage();
  const contentState = useContext(ContentStateContext);
  if (/^https?:\/\//.test(href)) {
    return (
      <ExternalLink href={href} className="external">
        {children}
      </ExternalLink>
    );
  }
  const target = resolveContentHref(href, language, state, contentState);
  // A page this build does not have (the calculator on the guides-only hub): keep the words, drop the link.
  return target ? <a href={target}>{children}</a> : <>{children}</>;
}

// Cells are plain strings, or (as @portabletext/markdown writes GFM tables) blocks of rich text.
type Cell = string | { _key?: string; value?: unknown[] };
type TableValue = { rows?: { cells?: Cell[]; _key?: string }[]; caption?: string; headerRows?: number };

function CellContent({ cell }: { cell: Cell }) {
  if (typeof cell === "string") return <>{cell}</>;
  const blocks = (cell.value ?? []) as { _type: string; children?: unknown[] }[];
  // A single paragraph renders inline, so a cell is not a <p> inside a <td>.
  if (blocks.length === 1 && blocks[0]._type === "block") {
    return (
      <PortableText
        value={blocks as never}
        components={{ ...components, block: { normal: ({ children }) => <>{children}</> } }}
      />
    );
  }
  return <PortableText value={blocks as never} components={components} />;
}

function cellText(cell: Cell): string {
  return typeof cell === "string" ? cell : ((cell.value ?? []) as never[]).map((b) => blockText(b)).join(" ");
}

const components: PortableTextComponents = {
  block: {
    h2: ({ value, children }) => (
      <Heading level={2} value={value as unknown as Block}>
        {children}
      </Heading>
    ),
    h3: ({ value, children }) => (
      <Heading level={3} value={value as unknown as Block}>
        {children}
      </Heading>
    ),
    h4: ({ value, children }) => (
      <Heading level={4} value={value as unknown as Block}>
        {children}
      </Heading>
    ),
    blockquote: ({ children }) => <blockquote>{children}</blockquote>,
  },
  marks: {
    link: ({ value, children }) => (
      <InternalOrExternalLink href={String((value as { href?: string })?.href ?? "#")}>
        {children}
      </InternalOrExternalLink>
    ),
  },
  types: {
    table: ({ value }) => {
      const t = value as TableValue;
      const rows = t.rows ?? [];
      const headerCount = Math.max(1, t.headerRows ?? 1);
      const head = rows.slice(0, headerCount);
      const body = rows.slice(headerCount);
      if (head.length === 0) return null;
      return (
        <div
          className="table-scroll"
          tabIndex={0}
          role="group"
          aria-label={t.caption ?? (head[0].cells ?? []).map(cellText).join(", ")}
        >
          <table>
            {t.caption ? <caption>{t.caption}</caption> : null}
            <thead>
              {head.map((r, i) => (
                <tr key={r._key ?? i}>
                  {(r.cells ?? []).map((c, j) => (
                    <th key={j} scope="col">
                      <CellContent cell={c} />
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {body.map((r, i) => (
                <tr key={r._key ?? i}>
                  {(r.cells ?? []).map((c, j) =>
                    j === 0 ? (
                      <th key={j} scope="row">
                        <CellContent cell={c} />
                      </th>
                    ) : (
                      <td key={j}>
                        <CellContent cell={c} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    },
    callout: ({ value }) => {
      const v = value as { tone?: string; body?: Block[]; text?: string };
      return (
        <aside className={`callout callout--${v.tone === "warning" ? "warning" : "note"}`}>
          {v.body ? <PortableText value={v.body as never} components={components} /> : <p>{v.text}</p>}
        </aside>
      );
    },
  },
};

export function RichText({ value, contentState }: { value: unknown[]; contentState?: TaxState | "ALL" }) {
  return (
    <ContentStateContext.Provider value={contentState}>
      <PortableText value={value as never} components={components} onMissingComponent={false} />
    </ContentStateContext.Provider>
  );
}
