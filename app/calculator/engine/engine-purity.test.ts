// The engine runs in the browser, on the server and in the CLI: its modules may import only
// each other and zod. This scans every source file's imports (and DOM globals) and fails on
// anything else; cli.ts may use node: modules but nothing pure may import it.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const DIR = __dirname;
const CLI = "cli.ts";

function sourceFiles(): string[] {
  return readdirSync(DIR).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.endsWith(".d.ts"));
}

function stripComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

/** Every module specifier: static imports/exports, dynamic import(), require(). */
export function specifiers(code: string): string[] {
  const out: string[] = [];
  const c = stripComments(code);
  const patterns = [
    /\b(?:import|export)\s[^;]*?\sfrom\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
    /\brequire\s*\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const p of patterns) for (const m of c.matchAll(p)) out.push(m[1]);
  return out;
}

const FORBIDDEN_GLOBALS = /\b(window|document|localStorage|sessionStorage|navigator|HTMLElement|process)\b/;

export function violations(file: string, code: string): string[] {
  const problems: string[] = [];
  for (const spec of specifiers(code)) {
    if (file === CLI && spec.startsWith("node:")) continue;
    if (spec === "zod") continue;
    if (spec.startsWith("./") && !spec.includes("/", 2)) {
      if (file !== CLI && spec.replace(/\.ts$/, "") === "./cli") problems.push(`${file} imports the CLI`);
      continue;
    }
    problems.push(`${file} imports "${spec}"`);
  }
  if (file !== CLI) {
    const m = stripComments(code).match(FORBIDDEN_GLOBALS);
    if (m) problems.push(`${file} uses the global "${m[1]}"`);
  }
  return problems;
}

/** Modules a file loads at run time: its imports and re-exports that are not type-only. */
export function runtimeImports(code: string): string[] {
  const out: string[] = [];
  for (const m of stripComments(code).matchAll(
    /\b(import|export)\s+(type\s+)?([^;]*?)\s+from\s*["']([^"']+)["']/g,
  )) {
    if (m[2]) continue;
    const braces = m[3].match(/^\{([^}]*)\}$/);
    // `import { type A, type B }` loads nothing either; one name without `type` loads the module.
    if (braces && braces[1].split(",").every((name) => name.trim() === "" || /^type\s/.test(name.trim())))
      continue;
    out.push(m[4]);
  }
  for (const m of stripComments(code).matchAll(/\bimport\s*["']([^"']+)["']/g)) out.push(m[1]);
  return out;
}

/** Every module reachable at run time from `entries` (engine files), with what each one loads. */
function runtimeGraph(entries: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (graph.has(file)) continue;
    const imports = runtimeImports(readFileSync(join(DIR, file), "utf8"));
    graph.set(file, imports);
    for (const spec of imports)
      if (spec.startsWith("./")) queue.push(`${spec.slice(2).replace(/\.ts$/, "")}.ts`);
  }
  return graph;
}

describe("engine purity", () => {
  it("finds the engine's modules", () => {
    const files = sourceFiles();
    expect(files).toContain("calculate.ts");
    expect(files).toContain("schemas.ts");
    expect(files).toContain(CLI);
  });

  it("imports nothing but zod and its own modules (node: only in cli.ts)", () => {
    const problems = sourceFiles().flatMap((f) => violations(f, readFileSync(join(DIR, f), "utf8")));
    expect(problems).toEqual([]);
  });

  it("the calculator's path in the browser (calculate, inputs, form checks, extras, messages) loads neither zod nor the schemas", () => {
    // ui/run.ts and ui/Calculator.tsx import these; zod is for the edges (validate.ts).
    const graph = runtimeGraph(["calculate.ts", "input.ts", "form-checks.ts", "extras.ts", "messages.ts"]);
    expect(graph.has("tx.ts") && graph.has("nyc.ts") && graph.has("lines.ts")).toBe(true);
    const loadsSchemas = [...graph].filter(([, imports]) =>
      imports.some(
        (s) =>
          s === "zod" || s.replace(/\.ts$/, "") === "./schemas" || s.replace(/\.ts$/, "") === "./validate",
      ),
    );
    expect(loadsSchemas.map(([file]) => file)).toEqual([]);
  });

  it("tells type-only imports from ones that load a module", () => {
    expect(runtimeImports('import type { County } from "./schemas";')).toEqual([]);
    expect(runtimeImports('import { type County, type TaxResult } from "./schemas";')).toEqual([]);
    expect(runtimeImports('import { CountySchema, type County } from "./schemas";')).toEqual(["./schemas"]);
    expect(runtimeImports('import { z } from "zod";')).toEqual(["zod"]);
    expect(
      runtimeImports(
        'export { formErrors } from "./form-checks";\nexport type { Parsed } from "./validate";',
      ),
    ).toEqual(["./form-checks"]);
    expect(runtimeImports('import "./side-effect";')).toEqual(["./side-effect"]);
  });

  it("would catch React, Remix, the content layer, node: modules and DOM globals", () => {
    expect(violations("tx.ts", 'import React from "react";')).toHaveLength(1);
    expect(violations("tx.ts", 'import { json } from "@remix-run/node";')).toHaveLength(1);
    expect(violations("tx.ts", 'import { getCounty } from "~/content/content.server";')).toHaveLength(1);
    expect(violations("tx.ts", 'import { x } from "../../content/queries";')).toHaveLength(1);
    expect(violations("tx.ts", 'import { readFileSync } from "node:fs";')).toHaveLength(1);
    expect(violations("tx.ts", 'const m = await import("react-dom");')).toHaveLength(1);
    expect(violations("tx.ts", "export { a } from './cli';")).toHaveLength(1);
    expect(violations("tx.ts", "const w = window.innerWidth;")).toHaveLength(1);
    expect(violations("cli.ts", 'import { readFileSync } from "node:fs";')).toEqual([]);
    expect(violations("tx.ts", 'import { z } from "zod";\nimport { taxCents } from "./money";')).toEqual([]);
  });
});
