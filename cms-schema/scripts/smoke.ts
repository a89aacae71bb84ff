// npx tsx cms-schema/scripts/smoke.ts (after `npm run studio:build` and `npm run seed:build`)
//
// Opens the built Studio in Chromium with the Sanity API faked from the seed dataset, and checks
// that the desk, a county's and a guide's "Site preview" and a state configuration render, with
// no uncaught error. `sanity build` only proves the bundle compiles; the desk structure and the
// preview components run in the browser.
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join } from "node:path";
import { chromium, type Page, type Route } from "@playwright/test";
import { evaluate, parse } from "groq-js";
import { STUDIO_DIR } from "./sanity-offline";

const DIST = join(STUDIO_DIR, "dist");
const DATASET = join(STUDIO_DIR, "..", "seed", "dist", "production.ndjson");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

type Doc = { _id: string; [key: string]: unknown };

const MIME: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".ico": "image/x-icon",
  ".svg": "image/svg+xml",
};

function serveStudio(): Promise<Server> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://studio").pathname);
    let file = join(DIST, path);
    // The Studio routes in the browser: every path that is not a file is the app.
    if (!file.startsWith(DIST) || !existsSync(file) || statSync(file).isDirectory())
      file = join(DIST, "index.html");
    res.writeHead(200, { "Content-Type": MIME[extname(file)] ?? "application/octet-stream" });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** Answers the Studio's calls to the Sanity API from the seed documents, as an administrator. */
function fakeApi(docs: Doc[]) {
  const user = {
    id: "p-smoke",
    name: "Smoke Test",
    email: "smoke@example.org",
    role: "administrator",
    roles: [{ name: "administrator", title: "Administrator" }],
    provider: "sanity",
  };
  const json = (route: Route, body: unknown, status = 200) =>
    route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });
  return async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    const path = url.pathname;
    if (/\/users\/me$/.test(path)) return json(route, user);
    if (/\/projects\/[^/]+$/.test(path))
      return json(route, {
        id: "placeholder",
        displayName: "Property tax",
        members: [
          {
            id: user.id,
            role: "administrator",
            roles: [{ name: "administrator" }],
            isCurrentUser: true,
            isRobot: false,
          },
        ],
        features: [],
        metadata: {},
      });
    if (/\/projects\/[^/]+\/datasets$/.test(path))
      return json(route, [{ name: "production", aclMode: "public" }]);
    if (/\/acl\/?$|\/grants/.test(path))
      return json(route, [
        { filter: "_id in path('**')", permissions: ["read", "update", "create", "history"] },
      ]);
    if (/\/data\/query\//.test(path)) {
      let query = url.searchParams.get("query") ?? "";
      let params: Record<string, unknown> = {};
      if (request.method() === "POST")
        ({ query, params = {} } = JSON.parse(request.postData() ?? "{}") as {
          query: string;
          params?: Record<string, unknown>;
        });
      else for (const [k, v] of url.searchParams) if (k.startsWith("$")) params[k.slice(1)] = JSON.parse(v);
      try {
        const result = await (await evaluate(parse(query, { params }), { dataset: docs, params })).get();
        return json(route, { query, result, ms: 1 });
      } catch {
        // Functions of the hosted API that groq-js lacks (releases, text search): nothing found.
        return json(route, { query, result: [], ms: 1 });
      }
    }
    const byId = path.match(/\/data\/doc\/[^/]+\/(.+)$/);
    if (byId)
      return json(route, {
        documents: decodeURIComponent(byId[1])
          .split(",")
          .flatMap((id) => docs.filter((d) => d._id === id)),
        omitted: [],
      });
    if (/\/data\/listen\//.test(path))
      return route.fulfill({
        status: 200,
        contentType: "text/event-stream",
        body: 'event: welcome\ndata: {"listenerName":"smoke"}\n\n',
      });
    return json(route, { error: { description: "not part of the smoke test's fake API" } }, 404);
  };
}

async function expectText(page: Page, what: string, texts: string[]) {
  for (const text of texts) {
    try {
      await page.getByText(text, { exact: false }).first().waitFor({ state: "visible", timeout: 30_000 });
    } catch {
      throw new Error(`${what}: "${text}" did not appear`);
    }
  }
  console.log(`studio smoke: ${what} ✓`);
}

async function main() {
  if (!existsSync(join(DIST, "index.html")))
    throw new Error("cms-schema/dist is missing: run `npm run studio:build` first");
  if (!existsSync(DATASET))
    throw new Error("seed/dist/production.ndjson is missing: run `npm run seed:build` first");
  const docs = readFileSync(DATASET, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => ({
      ...(JSON.parse(line) as Doc),
      _rev: "seed",
      _createdAt: "2026-01-01T00:00:00Z",
      _updatedAt: "2026-01-01T00:00:00Z",
    }));
  const doc = (id: string) => docs.find((d) => d._id === id) as Record<string, any> | undefined;
  const harris = doc("county.tx.harris");
  const guide = doc("guide.exemptions");
  if (!harris || !guide) throw new Error("the seed dataset lacks county.tx.harris or guide.exemptions");

  const server = await serveStudio();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const errors: string[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.route(/sanity\.io|sanity\.work|sanity-cdn\.com/, fakeApi(docs));
    // The Studio's presence socket: accepted and left silent (no other editors online).
    await page.routeWebSocket(/sanity\.io|sanity\.work/, () => {});
    const open = async (path: string) => {
      await page.goto(`${base}${path}`, { waitUntil: "load" });
      if (await page.getByText("An error occurred that Sanity Studio was unable to recover from").count()) {
        throw new Error(`${path}: the Studio shows its crash screen`);
      }
    };

    await open("/structure");
    await expectText(page, "the desk", ["Texas", "California", "Florida", "New York", "Hub / All states"]);
    await open("/structure/tx");
    await expectText(page, "the Texas folder", [
      "Site settings",
      "State configuration and engine rules",
      "Counties and rates",
      "Guides",
      "FAQ",
      "Deadlines",
    ]);
    await open("/structure/tx;county-tx;county.tx.harris%2Cview%3Dsite-preview");
    await expectText(page, "Harris County's site preview", [
      `${harris.displayName.en} · English`,
      `${harris.displayName.es} · Español`,
      "Official adopted rate",
      "Taxing units and rates",
      harris.units[0].name,
    ]);
    await open("/structure/hub;guide-all;guide.exemptions%2Cview%3Dsite-preview");
    await expectText(page, "the exemptions guide's site preview", [
      guide.title.en,
      guide.title.es,
      guide.description.en,
    ]);
    await open("/structure/tx;guide-tx");
    await page
      .getByRole("button", { name: /create/i })
      .first()
      .waitFor({ state: "visible", timeout: 30_000 });
    console.log("studio smoke: a state's guide list offers Create ✓");
    await open("/structure/tx;stateConfig.tx");
    await expectText(page, "the Texas configuration form", [
      "Texas: configuration",
      "Engine rules",
      "Tax year described",
    ]);
    if (errors.length > 0) throw new Error(`uncaught errors in the Studio:\n  ${errors.join("\n  ")}`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(`studio smoke: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
