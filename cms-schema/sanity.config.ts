// The Studio editors use. The project id and dataset come from the environment so the same
// build works for any project; without them it builds (and extracts its schema) offline
// against a placeholder project.
import { createClient } from "@sanity/client";
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { schemaTypes } from "./schemaTypes";
import { defaultDocumentNode, structure } from "./structure";

const projectId = process.env.SANITY_STUDIO_PROJECT_ID || "placeholder";
const dataset = process.env.SANITY_STUDIO_DATASET || "production";
/**
 * Only for the CLI's offline commands (schema extract, documents validate): a local stand-in of
 * the API, reached without the project hostname the default client would prepend.
 */
const apiHost = process.env.SANITY_STUDIO_API_HOST;

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
    // New documents start in seed/ with a readable id (docs/content-model.md), not in the Studio.
    templates: () => [],
  },
  document: {
    newDocumentOptions: () => [],
    // A duplicate would get a random id, which the id rules refuse.
    actions: (previous) => previous.filter((action) => action.action !== "duplicate"),
  },
});
