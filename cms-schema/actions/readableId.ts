// The readable id a document gets from its own fields (docs/content-model.md, "Conventions"):
// the Studio gives a new or duplicated document a random id, and the Publish action replaces it
// with this one, so ids stay stable and readable whether a document starts in seed/ or here.
type Fields = { _type?: string; key?: unknown; state?: unknown; category?: unknown };

/** The document types an editor creates and duplicates in the Studio. */
export const CREATABLE_TYPES = [
  "guide",
  "faq",
  "page",
  "glossaryTerm",
  "commonMistake",
  "timelineEvent",
  "deadline",
] as const;

const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : undefined);
const slugLike = (v: unknown) => {
  const s = str(v);
  return s && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(s) ? s : undefined;
};

/** What the id is made of, for the message when a field is missing. */
export const ID_PARTS: Record<(typeof CREATABLE_TYPES)[number], string> = {
  guide: "key and state",
  faq: "key and category",
  page: "key",
  glossaryTerm: "key and state",
  commonMistake: "key",
  timelineEvent: "key and state",
  deadline: "key and state",
};

export function readableId(doc: Fields): string | undefined {
  const key = slugLike(doc.key);
  const state = str(doc.state)?.toLowerCase();
  if (!key) return undefined;
  switch (doc._type) {
    case "guide":
      return state ? (state === "all" ? `guide.${key}` : `guide.${key}.${state}`) : undefined;
    case "faq":
      return str(doc.category) ? `faq.${str(doc.category)}.${key}` : undefined;
    case "page":
      return `page.${key}`;
    case "commonMistake":
      return `commonMistake.${key}`;
    case "glossaryTerm":
    case "timelineEvent":
    case "deadline":
      return state ? `${doc._type}.${state}.${key}` : undefined;
    default:
      return undefined;
  }
}

/** A random id the Studio gave a new or duplicated document (a UUID), as opposed to a readable one. */
export function isStudioId(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(
    id.replace(/^drafts\./, "").replace(/^versions\.[^.]+\./, ""),
  );
}
