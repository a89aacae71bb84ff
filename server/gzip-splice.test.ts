import { randomBytes } from "node:crypto";
import { crc32, gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { crc32Combine, preparePiece, preparePieces, splicedGzip } from "./gzip-splice.mjs";

const gzipOf = (pieces: Buffer[], inserted: Buffer) =>
  Buffer.concat(
    splicedGzip(
      pieces.map((p) => preparePiece(p)),
      inserted,
    ),
  );

describe("a gzip body spliced from pieces compressed once", () => {
  it("decompresses to the pieces with the inserted bytes between them", () => {
    const pieces = [
      '<html><script nonce="',
      '">1</script><p>Harris County</p><script nonce="',
      '">2</script></html>',
    ].map((s) => Buffer.from(s));
    const nonce = Buffer.from(randomBytes(16).toString("base64"));
    expect(gunzipSync(gzipOf(pieces, nonce)).toString()).toBe(
      `<html><script nonce="${nonce}">1</script><p>Harris County</p><script nonce="${nonce}">2</script></html>`,
    );
  });

  it("holds for any pieces, empty ones and long ones included, and any inserted bytes", () => {
    fc.assert(
      fc.property(
        fc.array(fc.uint8Array({ maxLength: 3000 }), { minLength: 1, maxLength: 6 }),
        fc.uint8Array({ maxLength: 40 }),
        (arrays, ins) => {
          const pieces = arrays.map((a) => Buffer.from(a));
          const inserted = Buffer.from(ins);
          const expected = Buffer.concat(pieces.flatMap((p, i) => (i === 0 ? [p] : [inserted, p])));
          expect(gunzipSync(gzipOf(pieces, inserted)).equals(expected)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("sends the inserted bytes as one buffer at each of their places", () => {
    const pieces = ["<a>", "<b>", "<c>", "<d>"].map((s) => Buffer.from(s));
    const nonce = Buffer.from(randomBytes(16).toString("base64"));
    const body = splicedGzip(
      pieces.map((p) => preparePiece(p)),
      nonce,
    );
    // The gzip header, four pieces, the nonce three times, the last block with the trailer.
    expect(body).toHaveLength(1 + 4 + 3 + 1);
    expect(body[2]).toBe(body[4]);
    expect(body[2].subarray(5).equals(nonce)).toBe(true);
    expect(gunzipSync(Buffer.concat(body)).toString()).toBe(`<a>${nonce}<b>${nonce}<c>${nonce}<d>`);
  });

  it("an inserted piece longer than one stored block still round-trips", () => {
    const big = Buffer.alloc(70_000, 0x41);
    const pieces = [Buffer.from("a"), Buffer.from("b")];
    expect(gunzipSync(gzipOf(pieces, big)).length).toBe(70_002);
  });

  it("is much smaller than the page for a real-looking page", () => {
    const page = Buffer.from(
      '<li class="card"><h2>County</h2><dl><dt>Tax rate</dt><dd>1.06%</dd></dl></li>'.repeat(2000),
    );
    const body = gzipOf([page.subarray(0, 50_000), page.subarray(50_000)], Buffer.from("nonce"));
    expect(body.length).toBeLessThan(page.length / 20);
  });
});

describe("pieces compressed with the bytes before them", () => {
  const joined = (pieces: Buffer[], inserted: Buffer) =>
    Buffer.concat(pieces.flatMap((p, i) => (i === 0 ? [p] : [inserted, p])));
  const spliced = (pieces: Buffer[], inserted: Buffer) =>
    gunzipSync(Buffer.concat(splicedGzip(preparePieces(pieces, inserted.length), inserted)));

  it("decompresses to the page with any nonce of the length they were prepared for", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 2000 }), { minLength: 1, maxLength: 8 }),
        fc.uint8Array({ minLength: 24, maxLength: 24 }),
        (texts, nonce) => {
          // Pieces that repeat each other and their nonce's neighbourhood, as a page's do.
          const pieces = texts.map((t, i) => Buffer.from(`${t}<script nonce="${i % 2 ? t : ""}`));
          const inserted = Buffer.from(nonce);
          expect(spliced(pieces, inserted).equals(joined(pieces, inserted))).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("never lets a reference reach into the nonce, even when a piece repeats the first nonce", () => {
    const first = Buffer.from("Et9j82wDTm0NTTnqE0PoCw==");
    const pieces = ['<script nonce="', `">a</script><p>${first}</p><script nonce="`, '">b</script>'].map(
      (s) => Buffer.from(s),
    );
    const prepared = preparePieces(pieces, first.length);
    const other = Buffer.from(randomBytes(16).toString("base64"));
    expect(gunzipSync(Buffer.concat(splicedGzip(prepared, other))).equals(joined(pieces, other))).toBe(true);
  });

  it("falls back to pieces on their own when every byte value occurs in them", () => {
    const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const pieces = [all, Buffer.concat([all, all])];
    const nonce = Buffer.from("abc");
    expect(spliced(pieces, nonce).equals(joined(pieces, nonce))).toBe(true);
  });

  it("refuses a nonce of another length", () => {
    const prepared = preparePieces([Buffer.from("a"), Buffer.from("b")], 24);
    expect(() => splicedGzip(prepared, Buffer.from("short"))).toThrow(/24 inserted bytes/);
  });

  it("is smaller than the pieces compressed alone when they repeat each other", () => {
    // Text that does not compress on its own (hex), repeated by every piece, as a page's header
    // and loader data repeat what its body says.
    const shared = randomBytes(1500).toString("hex");
    const pieces = Array.from({ length: 6 }, (_, i) => Buffer.from(`<p>${shared}</p>${i}<script nonce="`));
    const nonce = Buffer.from(randomBytes(16).toString("base64"));
    const alone = Buffer.concat(
      splicedGzip(
        pieces.map((p) => preparePiece(p)),
        nonce,
      ),
    ).length;
    const withBefore = Buffer.concat(splicedGzip(preparePieces(pieces, nonce.length), nonce)).length;
    expect(withBefore).toBeLessThan(alone / 4);
  });
});

describe("CRC-32 of a concatenation from the parts' CRCs", () => {
  it("agrees with zlib's CRC over the joined bytes, for any two buffers", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 5000 }), fc.uint8Array({ maxLength: 5000 }), (a, b) => {
        const A = Buffer.from(a);
        const B = Buffer.from(b);
        const { crc: crcB, shift } = preparePiece(B);
        const crcA = A.length ? crc32(A) : 0;
        const joined = Buffer.concat([A, B]);
        expect(crc32Combine(crcA, crcB, shift)).toBe(joined.length ? crc32(joined) : 0);
      }),
      { numRuns: 300 },
    );
  });

  it("holds for a long piece (a 433 KB page) whose length needs many bits", () => {
    const page = Buffer.from('<li class="card">Condado de Béxar · 1.06%</li>'.repeat(9000));
    const nonce = Buffer.from("Et9j82wDTm0NTTnqE0PoCw==");
    const prepared = preparePiece(page);
    expect(crc32Combine(crc32(nonce), prepared.crc, prepared.shift)).toBe(
      crc32(Buffer.concat([nonce, page])),
    );
  });
});
