import { describe, expect, it } from "vitest";
import { parseCsv, parseCsvRecords } from "./csv";
import { SeedError } from "./errors";

describe("parseCsv", () => {
  it("keeps commas inside quoted fields", () => {
    const rows = parseCsv('a,b,c\n1,"Community Impact: Harris County, TX",3\n');
    expect(rows).toEqual([
      ["a", "b", "c"],
      ["1", "Community Impact: Harris County, TX", "3"],
    ]);
  });

  it('reads "" inside quotes as one quote and keeps line breaks in quoted fields', () => {
    const rows = parseCsv('q,n\n"he said ""20%""\nand left",2\n');
    expect(rows[1]).toEqual(['he said "20%"\nand left', "2"]);
  });

  it("accepts CRLF line ends, a byte-order mark and a missing final newline", () => {
    expect(parseCsv("\uFEFFx,y\r\n1,2")).toEqual([
      ["x", "y"],
      ["1", "2"],
    ]);
  });

  it("keeps empty fields", () => {
    expect(parseCsv("a,,c\n,,\n")).toEqual([
      ["a", "", "c"],
      ["", "", ""],
    ]);
  });

  it("names the line of a quoted field that never closes", () => {
    expect(() => parseCsv('a\n"open\nstill open', "x.csv")).toThrow(
      /x\.csv: line 2: a quoted field is never closed/,
    );
  });
});

describe("parseCsvRecords", () => {
  it("maps rows to the header's names", () => {
    expect(
      parseCsvRecords('state,county,taxing_unit\nTX,Harris,"Port of Houston Authority (Harris County)"\n'),
    ).toEqual([{ state: "TX", county: "Harris", taxing_unit: "Port of Houston Authority (Harris County)" }]);
  });

  it("rejects a row whose width differs from the header, naming the file and row", () => {
    const run = () => parseCsvRecords("a,b\n1,2\n1,2,3\n", "rates.csv");
    expect(run).toThrow(SeedError);
    expect(run).toThrow(/rates\.csv: row 3: has 3 fields, the header has 2/);
  });
});
