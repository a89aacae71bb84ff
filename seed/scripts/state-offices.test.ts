// The per-state office files (seed/data/official/{fl,ca,ny}/offices.json): an office must name a
// county of its own state, and no county may get two offices from different files.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readStateOffices } from "./counties";
import { readBackbone, seedPaths } from "./sources";

const backbone = readBackbone(seedPaths().backbone);
const office = {
  name: "Test Property Appraiser",
  website: "https://example.gov",
  source: { title: "Test page", url: "https://example.gov/contact" },
};

function dataDirWith(state: string, offices: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), "offices-"));
  mkdirSync(join(dir, "official", state), { recursive: true });
  writeFileSync(join(dir, "official", state, "offices.json"), JSON.stringify({ offices }));
  return dir;
}

describe("readStateOffices", () => {
  it("reads the offices of the state's counties", () => {
    const dir = dataDirWith("fl", { "12099": office });
    expect(readStateOffices(dir, backbone, {})).toEqual({ "12099": office });
  });

  it("refuses a county of another state, naming the file and the code", () => {
    const dir = dataDirWith("fl", { "06037": office });
    expect(() => readStateOffices(dir, backbone, {})).toThrow(/fl\/offices\.json.*06037.*no FL county/);
  });

  it("refuses a county that already has an office in seed/data/offices.json", () => {
    const dir = dataDirWith("fl", { "12086": office });
    expect(() => readStateOffices(dir, backbone, { "12086": office })).toThrow(/already has an office/);
  });

  it("refuses an office without a source", () => {
    const { source: _s, ...bare } = office;
    const dir = dataDirWith("ca", { "06001": bare });
    expect(() => readStateOffices(dir, backbone, {})).toThrow(/source/);
  });
});
