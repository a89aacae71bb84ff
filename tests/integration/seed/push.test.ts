import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildDataset, toNdjson, type SeedDocument } from "../../../seed/scripts/dataset";
import { runPush } from "../../../seed/scripts/push";
import { startLakeStub, type LakeStub } from "../../support/content-lake-stub";

// seed:push against a local stand-in of the Content Lake: the first run creates every document
// in batched transactions, the second changes nothing, a bad document stops it before anything
// is written, and the API's own error reaches the operator.
let stub: LakeStub;
let dir: string;
let documents: SeedDocument[];
let datasetFile: string;

const env = () => ({
  SANITY_PROJECT_ID: "stub",
  SANITY_DATASET: "production",
  SANITY_TOKEN: "test-token",
  SANITY_API_HOST: stub.url,
});
const mutateRequests = () => stub.requests.filter((r) => r.path.includes("/data/mutate/")).length;

async function push(args: string[], file = datasetFile) {
  const log: string[] = [];
  const error: string[] = [];
  const code = await runPush(["--file", file, ...args], env(), {
    log: (l) => log.push(l),
    error: (l) => error.push(l),
  });
  return { code, out: log.join("\n"), err: error.join("\n") };
}

function writeDataset(name: string, docs: SeedDocument[]): string {
  const file = join(dir, name);
  writeFileSync(file, toNdjson(docs));
  return file;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "seed-push-"));
  documents = buildDataset().documents;
  datasetFile = writeDataset("production.ndjson", documents);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("seed:push", () => {
  beforeEach(async () => {
    stub = await startLakeStub();
    return () => stub.close();
  });

  it("creates every document in batched transactions, then a second run changes nothing", async () => {
    const first = await push(["--batch", "100"]);
    expect(first.err).toBe("");
    expect(first.code).toBe(0);
    const batches = Math.ceil(documents.length / 100);
    expect(first.out).toContain(
      `${documents.length} created, 0 updated, 0 unchanged in ${batches} transactions`,
    );
    expect(mutateRequests()).toBe(batches);
    // Every document, plus the record of what was pushed.
    expect(stub.docs.size).toBe(documents.length + 1);
    expect(stub.docs.get("seedPush.record")).toMatchObject({ _type: "seedPushRecord" });
    const harris = documents.find((d) => d._id === "county.tx.harris")!;
    // The Lake adds its system fields: the transaction's id as the revision, and the times.
    expect(stub.docs.get("county.tx.harris")).toEqual({
      ...harris,
      _rev: expect.any(String),
      _createdAt: expect.any(String),
      _updatedAt: expect.any(String),
    });

    const second = await push([]);
    expect(second.code).toBe(0);
    expect(second.out).toContain(`0 created, 0 updated, ${documents.length} unchanged in 0 transactions`);
    expect(mutateRequests()).toBe(batches);
  });

  it("ignores the system fields the Content Lake adds and replaces what changed in seed/", async () => {
    await push([]);
    for (const [id, doc] of stub.docs)
      stub.docs.set(id, {
        ...doc,
        _rev: "r1",
        _createdAt: "2026-11-01T00:00:00Z",
        _updatedAt: "2026-11-02T00:00:00Z",
      });
    const changed = documents.map((d) => (d._id === "county.tx.dallas" ? { ...d, rate: 2.345 } : d));
    const before = mutateRequests();

    const run = await push([], writeDataset("seed-changed.ndjson", changed));
    expect(run.err).toBe("");
    expect(run.code).toBe(0);
    expect(run.out).toContain(`0 created, 1 updated, ${documents.length - 1} unchanged in 1 transaction`);
    expect(mutateRequests()).toBe(before + 1);
    expect(stub.docs.get("county.tx.dallas")!.rate).toBe(2.345);
  });

  it("leaves a document changed in the Content Lake alone, lists it and exits 3; --force overwrites it", async () => {
    await push([]);
    const seeded = documents.find((d) => d._id === "county.tx.harris")!;
    stub.docs.set("county.tx.harris", { ...stub.docs.get("county.tx.harris")!, rate: 1.23, _rev: "studio" });
    stub.docs.delete("faq.general.what-is-property-tax");
    // A seed change elsewhere still goes through.
    const changed = documents.map((d) => (d._id === "county.tx.dallas" ? { ...d, rate: 2.345 } : d));
    const file = writeDataset("kept.ndjson", changed);

    const run = await push([], file);
    expect(run.code).toBe(3);
    expect(run.err).toContain(
      "2 documents changed in the Content Lake since the last push were left as they are",
    );
    expect(run.err).toMatch(/^ {2}county\.tx\.harris \(changed in the Content Lake: rate\)$/m);
    expect(run.err).toMatch(/^ {2}faq\.general\.what-is-property-tax \(deleted in the Content Lake\)$/m);
    expect(run.out).toContain("0 created, 1 updated");
    expect(stub.docs.get("county.tx.harris")!.rate).toBe(1.23);
    expect(stub.docs.has("faq.general.what-is-property-tax")).toBe(false);
    expect(stub.docs.get("county.tx.dallas")!.rate).toBe(2.345);

    // The same from the command line: exit status 3 and the ids on stderr.
    // Spawned without blocking: the stand-in answers from this process.
    const cli = await new Promise<{ status: number | null; stderr: string }>((resolve) => {
      const child = spawn("npx", ["tsx", "seed/scripts/push.ts", "--file", file], {
        env: { ...process.env, ...env() },
      });
      let stderr = "";
      child.stderr.setEncoding("utf8").on("data", (c: string) => (stderr += c));
      child.on("close", (status) => resolve({ status, stderr }));
    });
    expect(cli.status).toBe(3);
    expect(cli.stderr).toContain("county.tx.harris");
    expect(stub.docs.get("county.tx.harris")!.rate).toBe(1.23);

    const forced = await push(["--force"], file);
    expect(forced.code).toBe(0);
    expect(forced.out).toContain("1 created, 1 updated");
    expect(stub.docs.get("county.tx.harris")!.rate).toBe(seeded.rate);
    expect(stub.docs.has("faq.general.what-is-property-tax")).toBe(true);

    // Overwritten with --force, the documents are the push's again: the next run has nothing to keep.
    const after = await push([], file);
    expect(after.code).toBe(0);
    expect(after.out).toContain(`0 created, 0 updated, ${documents.length} unchanged in 0 transactions`);
  });

  it("counts a differing document it never wrote as changed in the Content Lake", async () => {
    const edited = documents.find((d) => d._id === "page.about")!;
    stub.docs.set(edited._id, { ...edited, title: { en: "About us (Studio)", es: "Quiénes somos" } });
    const run = await push([]);
    expect(run.code).toBe(3);
    expect(run.err).toMatch(/page\.about \(not written by seed:push: title\)/);
    expect((stub.docs.get("page.about")!.title as { en: string }).en).toBe("About us (Studio)");
  });

  it("--dry-run lists what would be created, updated and kept, with the changed fields, and writes nothing", async () => {
    await push(
      [],
      writeDataset(
        "without-faq.ndjson",
        documents.filter((d) => d._id !== "faq.general.what-is-property-tax"),
      ),
    );
    stub.docs.set("county.tx.travis", { ...stub.docs.get("county.tx.travis")!, rate: 1.11 });
    const changed = documents.map((d) => (d._id === "county.tx.dallas" ? { ...d, rate: 9.99 } : d));
    const file = writeDataset("changed.ndjson", changed);
    const before = mutateRequests();

    const run = await push(["--dry-run"], file);
    expect(run.code).toBe(3);
    expect(run.out).toContain(
      `1 to create, 1 to update, ${documents.length - 3} unchanged, 1 to keep; nothing was written.`,
    );
    expect(run.out).toMatch(/create \(1\):\n {4}faq\.general\.what-is-property-tax/);
    expect(run.out).toMatch(/update \(1\):\n {4}county\.tx\.dallas \(rate\)/);
    expect(run.err).toMatch(/would be left as it is:\n {2}county\.tx\.travis/);
    expect(mutateRequests()).toBe(before);
    expect(stub.docs.has("faq.general.what-is-property-tax")).toBe(false);
  });

  it("--types pushes only the named document types", async () => {
    const run = await push(["--types", "county"]);
    expect(run.code).toBe(0);
    const counties = documents.filter((d) => d._type === "county").length;
    expect(run.out).toContain(`${counties} created, 0 updated, 0 unchanged`);
    expect([...stub.docs.values()].every((d) => d._type === "county" || d._id === "seedPush.record")).toBe(
      true,
    );
  });

  it("stops on a bad document, naming its id and the reason, before writing anything", async () => {
    const bad = documents.map((d) =>
      d._id === "county.tx.travis"
        ? { ...d, rate: 12 }
        : d._id === "guide.exemptions"
          ? { ...d, category: "news" }
          : d,
    );
    const file = writeDataset("bad.ndjson", bad);

    const run = await push([], file);
    expect(run.code).toBe(1);
    expect(run.err).toContain("2 documents rejected, nothing was written");
    expect(run.err).toMatch(/county\.tx\.travis: rate: .*10/);
    expect(run.err).toMatch(/guide\.exemptions: category: /);
    expect(mutateRequests()).toBe(0);
    expect(stub.docs.size).toBe(0);
  });

  it("reports the API's own error when the Content Lake refuses the request", async () => {
    stub.mode = "down";
    const run = await push([]);
    expect(run.code).toBe(1);
    expect(run.err).toContain("HTTP 503");
    expect(run.err).toContain("Service unavailable");
  });

  it("names the document and the API's reason when a transaction is refused, and writes nothing of that batch", async () => {
    stub.rejectDocument = (doc) =>
      doc._id === "county.tx.bexar" ? 'Insufficient permissions; permission "update" required' : undefined;
    const run = await push(["--batch", "50"]);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(
      /transaction \d+ of \d+ \(.* 50 documents\) was rejected by the API; nothing of it was written/,
    );
    expect(run.err).toContain('county.tx.bexar: Insufficient permissions; permission "update" required');
    expect(stub.docs.has("county.tx.bexar")).toBe(false);
  });

  it("needs a token to write, and says so", async () => {
    const log: string[] = [];
    const code = await runPush(
      ["--file", datasetFile],
      { SANITY_PROJECT_ID: "stub", SANITY_API_HOST: stub.url },
      { log: () => {}, error: (l) => log.push(l) },
    );
    expect(code).toBe(2);
    expect(log.join("\n")).toContain("SANITY_TOKEN is required");
  });

  it("exits non-zero from the command line on a bad document", () => {
    const bad = documents.slice(0, 20).map((d, i) => (i === 3 ? { ...d, _type: "banner" } : d));
    const file = writeDataset("cli-bad.ndjson", bad);
    const result = spawnSync("npx", ["tsx", "seed/scripts/push.ts", "--file", file], {
      env: { ...process.env, ...env() },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${bad[3]._id}: unknown _type "banner"`);
  });
});
