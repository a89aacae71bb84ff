import { defineCliConfig } from "sanity/cli";

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || "placeholder",
    dataset: process.env.SANITY_STUDIO_DATASET || "production",
  },
  deployment: { autoUpdates: false },
  // `npm run studio:typegen` (scripts/typegen.ts) sets these; see that file for why the queries
  // are read from a generated module.
  typegen: {
    path: process.env.SANITY_TYPEGEN_QUERIES ?? "./.typegen/queries.ts",
    schema: process.env.SANITY_TYPEGEN_SCHEMA ?? "./schema.json",
    generates: process.env.SANITY_TYPEGEN_OUT ?? "./.typegen/sanity.types.ts",
    overloadClientMethods: false,
  },
});
