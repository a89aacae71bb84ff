// The Studio's desk: one folder per state (and the hub), each with that state's settings,
// configuration and documents. A list's "create" button makes a document of that state (the
// `{type}-in-state` templates of sanity.config.ts); publishing gives it its readable id.
import type { DefaultDocumentNodeResolver, StructureBuilder, StructureResolver } from "sanity/structure";
import { CountySitePreview } from "../components/CountySitePreview";
import { GuideSitePreview } from "../components/GuideSitePreview";
import { RateCoverage } from "../components/RateCoverage";
import { CREATABLE_TYPES } from "../actions/readableId";
import { API_VERSION } from "../apiVersion";

interface Folder {
  id: string;
  code: string;
  title: string;
}

export const STATE_FOLDERS: Folder[] = [
  { id: "tx", code: "TX", title: "Texas" },
  { id: "ca", code: "CA", title: "California" },
  { id: "fl", code: "FL", title: "Florida" },
  { id: "ny", code: "NY", title: "New York" },
];
export const HUB_FOLDER: Folder = { id: "hub", code: "ALL", title: "Hub / All states" };

function filtered(
  S: StructureBuilder,
  type: string,
  title: string,
  filter: string,
  params: Record<string, unknown>,
  orderBy: string,
) {
  return S.listItem()
    .id(`${type}-${String(params.state ?? "all").toLowerCase()}`)
    .title(title)
    .schemaType(type)
    .child(
      S.documentList()
        .id(`${type}-list-${String(params.state ?? "all").toLowerCase()}`)
        .title(title)
        .schemaType(type)
        .apiVersion(API_VERSION)
        .filter(`_type == $type && ${filter}`)
        .params({ type, ...params })
        .defaultOrdering([{ field: orderBy, direction: "asc" }])
        // Last in the chain: each later builder call puts back the inferred templates (type only).
        .initialValueTemplates(
          (CREATABLE_TYPES as readonly string[]).includes(type)
            ? [
                S.initialValueTemplateItem(
                  `${type}-in-state`,
                  "state" in params ? { state: params.state } : {},
                ),
              ]
            : [],
        ),
    );
}

function singleton(S: StructureBuilder, type: string, title: string, id: string) {
  return S.listItem()
    .id(id)
    .title(title)
    .schemaType(type)
    .child(S.document().schemaType(type).documentId(id).title(title));
}

function stateFolder(S: StructureBuilder, f: Folder) {
  const byState = { state: f.code };
  return S.listItem()
    .id(f.id)
    .title(f.title)
    .child(
      S.list()
        .id(`${f.id}-content`)
        .title(f.title)
        .items([
          singleton(S, "siteSettings", "Site settings", `siteSettings.${f.id}`),
          singleton(S, "stateConfig", "State configuration and engine rules", `stateConfig.${f.id}`),
          S.divider(),
          filtered(S, "county", "Counties and rates", "state == $state", byState, "name"),
          S.listItem()
            .id(`${f.id}-rate-coverage`)
            .title("Rate coverage")
            .child(
              S.component(RateCoverage)
                .id(`${f.id}-rate-coverage-pane`)
                .title("Rate coverage")
                .options({ state: f.code }),
            ),
          filtered(S, "guide", "Guides", "state == $state", byState, "key"),
          filtered(S, "faq", "FAQ", "state == $state", byState, "order"),
          filtered(S, "glossaryTerm", "Glossary", "state == $state", byState, "key"),
          filtered(S, "commonMistake", "Common mistakes", "state == $state", byState, "key"),
          filtered(S, "timelineEvent", "Timeline", "state == $state", byState, "date"),
          filtered(S, "deadline", "Deadlines", "state == $state", byState, "date"),
        ]),
    );
}

function hubFolder(S: StructureBuilder) {
  const all = { state: "ALL" };
  return S.listItem()
    .id(HUB_FOLDER.id)
    .title(HUB_FOLDER.title)
    .child(
      S.list()
        .id("hub-content")
        .title(HUB_FOLDER.title)
        .items([
          singleton(S, "siteSettings", "Site settings (hub)", "siteSettings.hub"),
          singleton(S, "stateConfig", "Hub configuration", "stateConfig.hub"),
          S.divider(),
          filtered(S, "guide", "Guides for every state", "state == $state", all, "key"),
          filtered(S, "faq", "FAQ for every state", "state == $state", all, "order"),
          filtered(S, "glossaryTerm", "Glossary for every state", "state == $state", all, "key"),
          filtered(S, "commonMistake", "Common mistakes for every state", "state == $state", all, "key"),
          filtered(S, "page", "Pages (about, legal)", "true", {}, "key"),
        ]),
    );
}

export const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items([...STATE_FOLDERS.map((f) => stateFolder(S, f)), S.divider(), hubFolder(S)]);

/** Every county, guide, page and FAQ entry opens with the form and a view of how the site will show it. */
export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, { schemaType }) => {
  if (schemaType === "county") {
    return S.document().views([
      S.view.form(),
      S.view.component(CountySitePreview).id("site-preview").title("Site preview"),
    ]);
  }
  if (schemaType === "guide" || schemaType === "page" || schemaType === "faq") {
    return S.document().views([
      S.view.form(),
      S.view.component(GuideSitePreview).id("site-preview").title("Site preview"),
    ]);
  }
  return S.document().views([S.view.form()]);
};
