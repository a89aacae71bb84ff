// ESLint (flat config): TypeScript, the rules of hooks, accessibility of the JSX, import order.
// `npm run lint`; scripts/test.sh runs it first, beside the format check (Prettier owns layout).
import js from "@eslint/js";
import importPlugin from "eslint-plugin-import";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/",
      "build/",
      "public/",
      "seed/dist/",
      ".cache/",
      "data/",
      "test-results/",
      "playwright-report/",
      "bench/results/",
      "cms-schema/dist/",
      "cms-schema/.sanity/",
      "cms-schema/.typegen/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin },
    rules: {
      // Packages, then the app's own modules (~/), then relative ones; within a group the order
      // is the author's.
      "import/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", "parent", "sibling", "index"],
          pathGroups: [{ pattern: "~/**", group: "internal" }],
          "newlines-between": "never",
        },
      ],
      "import/first": "error",
      "import/no-duplicates": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A table that scrolls sideways is a named region (or group) that takes the focus, so a
      // keyboard can scroll it (axe: scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { roles: ["tabpanel", "region", "group"], allowExpressionValues: true },
      ],
    },
  },
  {
    // Tests poke at untyped JSON documents (seed data, mutated drafts, worked examples).
    files: ["**/*.test.ts", "tests/**", "cms-schema/scripts/smoke.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
