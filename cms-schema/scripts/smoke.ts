// npx tsx cms-schema/scripts/smoke.ts (after `npm run studio:build`, `npm run seed:build` and the
// site's `npx remix vite:build`)
//
// Opens the built Studio in Chromium against the Content Lake stand-in (tests/support), holding
// the seed dataset: the browser reaches the API's hostnames at the stand-in over TLS, with a
// certificate made for the run; who is logged in and the project are faked here. It checks that
// the desk, a county's and a guide's "Site preview" and a state configuration render; then, as
// an editor, creates a guide from Texas's list, fills it in both languages, publishes it, and
// reads it on the site's Texas build started against the same stand-in; then edits its title
// and opens the draft through "Open preview", whose link the site accepts (decision 123). No
// uncaught error may occur. `sanity build` only proves the bundle compiles; the desk, the forms, the document
// actions and the previews run in the browser.
import { execFileSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { chromium, type Page, type Route } from "@playwright/test";
import { CHROMIUM, CHROMIUM_FLAGS } from "../../scripts/chromium.mjs";
import { startStateServer, stopStateServer } from "../../tests/e2e/state-server";
import { startLakeStub } from "../../tests/support/content-lake-stub";
import { STUDIO_DIR } from "./sanity-offline";

const DIST = join(STUDIO_DIR, "dist");
const DATASET = join(STUDIO_DIR, "..", "seed", "dist", "production.ndjson");

type Doc = { _id: string; _type: string; [key: string]: unknown };

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

/**
 * A certificate for the stand-in, for the API's hostnames and loopback, valid for a day (openssl,
 * as on every machine of this kind). The site trusts it through NODE_EXTRA_CA_CERTS.
 */
function selfSignedCertificate(dir: string): { key: string; cert: string; certFile: string } {
  const keyFile = join(dir, "key.pem");
  const certFile = join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=api.sanity.io",
      "-addext",
      "subjectAltName=DNS:api.sanity.io,DNS:*.api.sanity.io,IP:127.0.0.1",
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(keyFile, "utf8"), cert: readFileSync(certFile, "utf8"), certFile };
}

/** A port nothing listens on now, for the site. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Answers the Studio's calls about who is logged in and the project, as an administrator; the
 * Content Lake's endpoints go on to the stand-in.
 */
function fakeApi() {
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
    // The Content Lake's own endpoints go on to the stand-in (the browser resolves the API's
    // hostname to it): queries, documents, mutations, actions and the listener's event stream.
    if (/\/data\/(query|doc|mutate|actions|listen)\//.test(path)) return route.continue();
    return json(route, { error: { description: "not part of the smoke test's fake API" } }, 404);
  };
}

async function expectText(page: Page, what: string, texts: string[]) {
  for (const text of texts) {
    try {
      await page.getByText(text, { exact: false }).first().waitFor({ state: "visible", timeout: 30_000 });
    } catch {
      const shot = join(STUDIO_DIR, "..", ".cache", "studio-smoke-failure.png");
      await page.screenshot({ path: shot }).catch(() => undefined);
      throw new Error(`${what}: "${text}" did not appear (the Studio as it was: ${shot})`);
    }
  }
  console.log(`studio smoke: ${what} ✓`);
}

/** The guide the smoke makes from Texas's guide list, as an editor would. */
const NEW_GUIDE = {
  id: "guide.first-home-checklist.tx",
  key: "first-home-checklist",
  source: {
    title: "Texas Comptroller: Property tax exemptions",
    url: "https://comptroller.texas.gov/taxes/property-tax/exemptions/",
  },
  en: {
    path: "/guides/first-home-checklist",
    title: "First-home tax checklist",
    slug: "first-home-checklist",
    description: "What to check on your first property tax bill.",
    body: "Check the exemptions on your first bill.",
  },
  es: {
    path: "/es/guias/lista-primera-casa",
    title: "Lista de impuestos para su primera casa",
    slug: "lista-primera-casa",
    description: "Qué revisar en su primer recibo del impuesto predial.",
    body: "Revise las exenciones de su primer recibo.",
  },
};

/**
 * Texas's guide list → Create → every required field in both languages → a source → Publish:
 * the Studio then opens the guide under its readable id.
 */
async function createAndPublishGuide(page: Page, open: (path: string) => Promise<void>) {
  await open("/structure/tx;guide-tx");
  await page.locator('[data-testid="action-intent-button"]').last().click();
  const field = (path: string) => page.locator(`[data-testid="field-${path}"]`);
  await field("key").locator("input").fill(NEW_GUIDE.key);
  const state = await field("state").locator("select option:checked").textContent();
  if (state?.trim() !== "Texas")
    throw new Error(`a guide made in Texas's list starts with state "${state}", not Texas`);
  await field("category").locator("select").selectOption({ label: "Basics" });
  await field("checked").locator("input").first().fill("2026-11-20");
  for (const lang of ["en", "es"] as const) {
    const text = NEW_GUIDE[lang];
    await field(`title.${lang}`).locator("input").fill(text.title);
    await field(`slug.${lang}`).locator("input").fill(text.slug);
    await field(`description.${lang}`).locator("input").fill(text.description);
    await field(`body.${lang}`).locator('[contenteditable="true"]').first().click();
    await page.keyboard.type(text.body);
  }
  await field("sources")
    .getByRole("button", { name: /add item/i })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.locator('[data-testid$="].title"] input').fill(NEW_GUIDE.source.title);
  await dialog.locator('[data-testid$="].url"] input').fill(NEW_GUIDE.source.url);
  await dialog.getByRole("button", { name: /close/i }).click();
  // Publish waits until every edit has reached the Lake and the form validates.
  const publish = page.getByRole("button", { name: /^publish$/i }).last();
  await publish.waitFor({ state: "visible" });
  const deadline = Date.now() + 30_000;
  while (!(await publish.isEnabled())) {
    if (Date.now() > deadline)
      throw new Error(`Publish stayed disabled: ${await publish.getAttribute("title")}`);
    await page.waitForTimeout(250);
  }
  await publish.click();
  await page.waitForURL(new RegExp(NEW_GUIDE.id.replace(/\./g, "\\.")), { timeout: 30_000 });
  console.log("studio smoke: a guide made from Texas's list, filled in both languages and published ✓");
}

/**
 * The published guide's English title edited (a draft), then "Open preview": the Studio writes
 * a secret to the Lake and links to the site's /api/preview with it; the site turns preview on
 * for that link and shows the draft, while a visitor still sees the published guide.
 */
async function previewDraft(
  page: Page,
  lake: Awaited<ReturnType<typeof startLakeStub>>,
  site: { url: string },
) {
  const draftTitle = `${NEW_GUIDE.en.title} (draft)`;
  const title = page.locator('[data-testid="field-title.en"] input');
  await title.fill(draftTitle);
  const deadline = Date.now() + 30_000;
  while (
    (lake.docs.get(`drafts.${NEW_GUIDE.id}`) as { title?: { en?: string } } | undefined)?.title?.en !==
    draftTitle
  ) {
    if (Date.now() > deadline) throw new Error("the edited title never reached the Lake as a draft");
    await page.waitForTimeout(250);
  }
  await page.locator('[data-testid="action-menu-button"]').last().click();
  await page.getByRole("menuitem", { name: /open preview/i }).click();
  const english = page.getByRole("link", { name: "English", exact: true });
  await english.waitFor({ state: "visible", timeout: 30_000 });
  const link = new URL((await english.getAttribute("href")) ?? "");
  const secrets = [...lake.docs.values()].filter((d) => d._type === "previewSecret");
  if (secrets.length !== 1 || !secrets[0]._id.startsWith("previewSecret."))
    throw new Error(`"Open preview" should have written one secret, found ${secrets.length}`);
  if (link.searchParams.get("secret") !== secrets[0].secret)
    throw new Error("the preview link does not carry the secret the Studio wrote");
  const answer = await fetch(`${site.url}${link.pathname}${link.search}`, { redirect: "manual" });
  const cookie = answer.headers.get("set-cookie")?.split(";")[0];
  if (answer.status !== 303 || !cookie)
    throw new Error(`the site refused the Studio's preview link (${answer.status})`);
  if (answer.headers.get("location") !== NEW_GUIDE.en.path)
    throw new Error(`the preview link leads to ${answer.headers.get("location")}, not ${NEW_GUIDE.en.path}`);
  await expectOnSite(site, NEW_GUIDE.en.path, [draftTitle], cookie);
  const visitor = await (await fetch(`${site.url}${NEW_GUIDE.en.path}`)).text();
  if (visitor.includes(draftTitle)) throw new Error("a visitor without the preview cookie sees the draft");
  console.log('studio smoke: "Open preview" shows the draft on the site, through a secret made for it ✓');
}

/** The site's Texas build, reading the same stand-in (production build, as the e2e tests). */
async function startSite(lakeUrl: string, certFile: string): Promise<{ server: ChildProcess; url: string }> {
  if (!existsSync(join(STUDIO_DIR, "..", "build", "server")))
    throw new Error("the site's build is missing: run `npx remix vite:build` first");
  const port = await freePort();
  const server = await startStateServer("TX", port, {
    CONTENT_SOURCE: "sanity",
    SANITY_PROJECT_ID: "smoke",
    SANITY_DATASET: "production",
    SANITY_API_HOST: lakeUrl,
    NODE_EXTRA_CA_CERTS: certFile,
    // Signs the preview cookie; the link's secret is one the Studio writes (decision 123).
    SANITY_PREVIEW_SECRET: PREVIEW_COOKIE_KEY,
    SANITY_TOKEN: "studio-smoke-token",
    // A production server refuses to start on the default secret.
    SESSION_SECRET: process.env.SESSION_SECRET ?? "studio-smoke-session-secret-0123456789",
  });
  return { server, url: `http://127.0.0.1:${port}` };
}

const PREVIEW_COOKIE_KEY = "studio-smoke-preview-cookie-key-0123456789";

async function expectOnSite(site: { url: string }, path: string, texts: string[], cookie?: string) {
  const res = await fetch(`${site.url}${path}`, { headers: cookie ? { cookie } : {} });
  const html = await res.text();
  if (res.status !== 200) throw new Error(`the site answered ${res.status} for ${path}`);
  for (const text of texts)
    if (!html.includes(text)) throw new Error(`the site's ${path} does not show "${text}"`);
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
  const certDir = mkdtempSync(join(tmpdir(), "studio-smoke-"));
  const certificate = selfSignedCertificate(certDir);
  const lake = await startLakeStub(docs, {
    tls: { key: certificate.key, cert: certificate.cert },
    lenientQueries: true,
  });
  let site: { server: ChildProcess; url: string } | undefined;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      ...CHROMIUM_FLAGS,
      // The API's hostnames lead to the stand-in, whose certificate is made for this run.
      `--host-resolver-rules=MAP *.sanity.io 127.0.0.1:${new URL(lake.url).port}`,
      "--ignore-certificate-errors",
    ],
  });
  const errors: string[] = [];
  try {
    const context = await browser.newContext({
      ignoreHTTPSErrors: true,
      viewport: { width: 1400, height: 900 },
    });
    const page = await context.newPage();
    page.on("pageerror", (error) => errors.push(error.message));
    await page.route(/sanity\.io|sanity\.work|sanity-cdn\.com/, fakeApi());
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
      // Six of Harris's eight 2025 rates are read from news reports: never called official.
      "Adopted rates",
      "from news reports",
      "Taxing units and rates",
      harris.units[0].name,
    ]);
    await open("/structure/tx;tx-rate-coverage");
    await expectText(page, "Texas's rate coverage", [
      "Rate coverage",
      "Harris: 8 units loaded",
      "from news reports",
      "not loaded: the community college district (El Paso Community College)",
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

    await createAndPublishGuide(page, open);
    const published = lake.docs.get(NEW_GUIDE.id);
    if (!published) throw new Error(`publishing did not store ${NEW_GUIDE.id} in the Content Lake stand-in`);
    const strays = [...lake.docs.keys()].filter((id) => id.startsWith("drafts."));
    if (strays.length > 0) throw new Error(`publishing left drafts behind: ${strays.join(", ")}`);
    console.log(`studio smoke: the new guide is published as ${NEW_GUIDE.id} ✓`);

    site = await startSite(lake.url, certificate.certFile);
    await expectOnSite(site, NEW_GUIDE.en.path, [NEW_GUIDE.en.title, NEW_GUIDE.en.body]);
    await expectOnSite(site, NEW_GUIDE.es.path, [NEW_GUIDE.es.title, NEW_GUIDE.es.body]);
    await expectOnSite(site, "/tax-guides", [`href="${NEW_GUIDE.en.path}"`]);
    console.log("studio smoke: the site shows the new guide in English and Spanish ✓");

    await previewDraft(page, lake, site);

    if (errors.length > 0) throw new Error(`uncaught errors in the Studio:\n  ${errors.join("\n  ")}`);
  } finally {
    await browser.close();
    server.close();
    if (site) await stopStateServer(site.server);
    await lake.close();
    rmSync(certDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`studio smoke: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
