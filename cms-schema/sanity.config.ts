// The Studio editors use. The project id and dataset come from the environment so the same
// build works for any project; without them it builds (and extracts its schema) offline
// against a placeholder project.
import { createClient } from "@sanity/client";
import { defineConfig, type Template } from "sanity";
import { structureTool } from "sanity/structure";
import { OpenPreview, PREVIEW_TYPES } from "./actions/OpenPreview";
import { withReadableId } from "./actions/PublishWithReadableId";
import { CREATABLE_TYPES } from "./actions/readableId";
import { schemaTypes } from "./schemaTypes";
import { defaultDocumentNode, structure } from "./structure";

const projectId = process.env.SANITY_STUDIO_PROJECT_ID || "placeholder";
const dataset = process.env.SANITY_STUDIO_DATASET || "production";
/**
 * Only for the CLI's offline commands (schema extract, documents validate): a local stand-in of
 * the API, reached without the project hostname the default client would prepend.
 */
const apiHost = process.env.SANITY_STUDIO_API_HOST;

const creatable = (type: string) => (CREATABLE_TYPES as readonly string[]).includes(type);

export default defineConfig({
  name: "default",
  title: "Property tax content",
  projectId,
  dataset,
  ...(apiHost && {
    unstable_clientFactory: (options: Parameters<typeof createClient>[0]) =>
      createClient({ ...options, apiHost, useProjectHostname: false }),
  }),
  plugins: [structureTool({ structure, defaultDocumentNode })],
  schema: {
    types: schemaTypes,
    // Editors create the editorial types (each state's folder fills in the state); settings,
    // state configurations and counties come from seed/ (one per state or county, fixed ids).
    templates: (previous) => [
      ...previous.filter((t) => creatable(t.schemaType)),
      ...CREATABLE_TYPES.map((type): Template => ({
        id: `${type}-in-state`,
        title: previous.find((t) => t.schemaType === type)?.title ?? type,
        schemaType: type,
        parameters: [{ name: "state", type: "string" }],
        value: ({ state }: { state?: string }) => (state ? { state } : {}),
      })),
    ],
  },
  document: {
    // The "in state" templates belong to a folder's list (which gives the state), not to the
    // global "create" menu; a list's own button offers only its folder's template.
    newDocumentOptions: (previous, { creationContext }) =>
      creationContext.type === "structure"
        ? previous
        : previous.filter((item) => !item.templateId.endsWith("-in-state")),
    // A new or duplicated document is published under the readable id its fields make.
    actions: (previous, { schemaType }) => [
      ...previous
        // Settings, state configurations and counties are one per build or county: no copies.
        .filter((action) => action.action !== "duplicate" || creatable(schemaType))
        .map((action) =>
          action.action === "publish" && creatable(schemaType) ? withReadableId(action) : action,
        ),
      ...(PREVIEW_TYPES.includes(schemaType) ? [OpenPreview] : []),
    ],
  },
});
