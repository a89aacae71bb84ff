import { encodeSignatureHeader } from "@sanity/webhook";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentCache } from "~/content/cache.server";
import { query, setContentSource } from "~/content/content.server";
import { previewCookie, safeRedirectPath } from "~/content/preview.server";
import { pageParams, pageQuery } from "~/content/queries";
import { SanitySource } from "~/content/source.server";
import { action as revalidate } from "~/routes/api.revalidate";
import { loader as previewLoader } from "~/routes/api.preview";
import { loader as cmsPageLoader } from "~/pages/cms-page";
import { createPreviewSecret } from "../../cms-schema/actions/previewSecret";
import { lakeClient, startLakeStub, type LakeStub } from "../support/content-lake-stub";

// A webhook with a good signature purges the cached content and the next request shows the
// editor's change; a bad or missing signature is refused and purges nothing. Drafts are
// visible only through the signed preview cookie and are never cached; the cookie is given for
// a secret the Studio wrote to the dataset within the hour, never for the site's own key.
const SECRET = "webhook-secret-for-tests";
const PREVIEW = "preview-secret-for-tests";

const block = (text: string) => [
  {
    _type: "block",
    _key: "k",
    style: "normal",
    markDefs: [],
    children: [{ _type: "span", _key: "s", text, marks: [] }],
  },
];
const about = (title: string) => ({
  _id: "page.about",
  _type: "page",
  key: "about",
  updated: "2026-11-22",
  title: { en: title, es: `${title} (es)` },
  description: { en: "d", es: "d" },
  body: { en: block("body"), es: block("cuerpo") },
});

let lake: LakeStub;

beforeAll(async () => {
  process.env.SANITY_WEBHOOK_SECRET = SECRET;
  process.env.SANITY_PREVIEW_SECRET = PREVIEW;
  lake = await startLakeStub([
    about("About v1"),
    { ...about("About draft"), _id: "drafts.page.about" },
    { _id: "stateConfig.tx", _type: "stateConfig", stateCode: "TX", stateName: { en: "Texas", es: "Texas" } },
  ]);
  setContentSource(
    new SanitySource({
      projectId: "stub",
      dataset: "production",
      apiVersion: "2025-02-19",
      apiHost: lake.url,
    }),
    new ContentCache({ ttlMs: 60_000, staleMs: 60_000 }),
  );
});
afterAll(() => lake.close());

async function signedRequest(body: string, secret = SECRET, at = Date.now()) {
  const signature = await encodeSignatureHeader(body, at, secret);
  return new Request("http://localhost/api/revalidate", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", "sanity-webhook-signature": signature },
  });
}

const aboutTitle = () => query(pageQuery, pageParams("about", "TX", "en")).then((p) => p?.title);

describe("webhook revalidation", () => {
  it("purges with a good signature, so the next request shows the new content", async () => {
    expect(await aboutTitle()).toBe("About v1");
    lake.docs.set("page.about", about("About v2"));
    expect(await aboutTitle()).toBe("About v1"); // still cached
    const body = JSON.stringify({ _id: "page.about", _type: "page" });
    const res = await revalidate({ request: await signedRequest(body), params: {}, context: {} });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, types: ["page"] });
    expect(await aboutTitle()).toBe("About v2");
  });

  it("refuses a bad signature with 401 and purges nothing", async () => {
    lake.docs.set("page.about", about("About v3"));
    const body = JSON.stringify({ _id: "page.about", _type: "page" });
    const forged = await revalidate({
      request: await signedRequest(body, "wrong-secret"),
      params: {},
      context: {},
    });
    expect(forged.status).toBe(401);
    const unsigned = await revalidate({
      request: new Request("http://localhost/api/revalidate", { method: "POST", body }),
      params: {},
      context: {},
    });
    expect(unsigned.status).toBe(401);
    expect(await aboutTitle()).toBe("About v2");
  });

  it("refuses a timestamp more than five minutes off either way, and a signature already seen", async () => {
    const body = JSON.stringify({ _id: "page.about", _type: "page" });
    const call = async (request: Request) => (await revalidate({ request, params: {}, context: {} })).status;
    const minute = 60_000;
    expect(await call(await signedRequest(body, SECRET, Date.now() - 6 * minute))).toBe(401);
    expect(await call(await signedRequest(body, SECRET, Date.now() + 6 * minute))).toBe(401);
    expect(await call(await signedRequest(body, SECRET, Date.now() - 4 * minute))).toBe(200);
    const once = await signedRequest(body, SECRET);
    const again = once.clone();
    expect(await call(once)).toBe(200);
    expect(await call(again)).toBe(409);
  });

  it("refuses a body over the limit while reading it, whatever Content-Length says", async () => {
    let pulled = 0;
    const chunk = new Uint8Array(16 * 1024).fill(32);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(chunk);
      },
    });
    const request = new Request("http://localhost/api/revalidate", {
      method: "POST",
      body: endless,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    const res = await revalidate({ request, params: {}, context: {} });
    expect(res.status).toBe(413);
    // 64 KB is four or five of these chunks, not the whole (endless) stream.
    expect(pulled).toBeLessThan(10);
    const declared = new Request("http://localhost/api/revalidate", {
      method: "POST",
      body: "{}",
      headers: { "content-length": String(25 * 1024 * 1024) },
    });
    expect((await revalidate({ request: declared, params: {}, context: {} })).status).toBe(413);
  });
});

describe("draft preview", () => {
  const open = (secret: string) =>
    previewLoader({
      request: new Request(
        `http://localhost/api/preview?secret=${encodeURIComponent(secret)}&redirect=/about`,
      ),
      params: {},
      context: {},
    });
  // The editor's client, as the Studio's "Open preview" uses it (signed in: it may write).
  const studio = () => lakeClient(lake);

  it("rejects a secret the Studio did not make, and the site's own signing key", async () => {
    expect((await open("nope")).status).toBe(401);
    expect((await open("A".repeat(43))).status).toBe(401);
    // The key that signs the cookie used to be the link's secret, built into the Studio's files.
    expect((await open(PREVIEW)).status).toBe(401);
  });

  it("rejects a secret the Studio made over an hour ago, and the Studio clears it away", async () => {
    const old = "B".repeat(43);
    lake.docs.set("previewSecret.old", {
      _id: "previewSecret.old",
      _type: "previewSecret",
      secret: old,
      _createdAt: new Date(Date.now() - 61 * 60_000).toISOString(),
    });
    expect((await open(old)).status).toBe(401);
    await createPreviewSecret(studio());
    expect(lake.docs.has("previewSecret.old")).toBe(false);
  });

  it("shows drafts with the preview cookie, answered private and no-store; others see the published page", async () => {
    const secret = await createPreviewSecret(studio());
    const made = [...lake.docs.values()].filter((d) => d._type === "previewSecret");
    expect(made.map((d) => d.secret)).toContain(secret);
    // Readable only signed in, as drafts are: its id has a dot.
    expect(made.every((d) => d._id.startsWith("previewSecret."))).toBe(true);
    const res = await open(secret);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/about");
    const cookie = res.headers.get("set-cookie")!.split(";")[0];
    const previewed = (await cmsPageLoader({
      request: new Request("http://localhost/about", { headers: { cookie } }),
      params: {},
      context: {},
    })) as unknown as {
      data: { content: { title: string } };
      init: { headers: Headers };
    };
    expect(previewed.data.content.title).toBe("About draft");
    expect(new Headers(previewed.init.headers).get("cache-control")).toBe("private, no-store");
    const visitor = (await cmsPageLoader({
      request: new Request("http://localhost/about"),
      params: {},
      context: {},
    })) as unknown as {
      data: { content: { title: string } };
      init: { headers: Headers };
    };
    expect(visitor.data.content.title).not.toBe("About draft");
    expect(new Headers(visitor.init.headers).get("cache-control")).toMatch(/^public/);
  });

  it("never redirects off the site", () => {
    expect(safeRedirectPath("https://evil.example")).toBe("/");
    expect(safeRedirectPath("//evil.example")).toBe("/");
    expect(safeRedirectPath("/es/acerca-de")).toBe("/es/acerca-de");
    // What a browser would turn into another host: a tab or a line break after the slash, a backslash.
    for (const sneaky of ["/\t/evil.example", "/\n/evil.example", "/\\evil.example", "/\r\n//evil.example"])
      expect(safeRedirectPath(sneaky)).toBe("/");
    expect(safeRedirectPath("/a\u0000b")).toBe("/");
    // Anything else that stays on the site comes back percent-encoded, fit for a Location header.
    expect(safeRedirectPath("/guía?q=😀#x")).toBe("/gu%C3%ADa?q=%F0%9F%98%80#x");
    expect(previewCookie(true, false)).toContain("Max-Age=0");
  });
});
