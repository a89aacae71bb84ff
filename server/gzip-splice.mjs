// A gzip body made of pieces compressed once and short pieces that change per response (the
// CSP nonce), without compressing the whole page again for every visitor.
//
// Each fixed piece is compressed on its own as raw deflate ending in a full flush: its blocks
// end on a byte boundary, none is marked final, and none refers to bytes outside the piece. A
// changing piece goes in as a stored (uncompressed) block. Deflate blocks may follow each other
// that way (RFC 1951 §3.2.3-3.2.4), so the pieces concatenate into one valid stream; an empty
// final block closes it, and the gzip frame (RFC 1952) adds the header, the CRC-32 of the whole
// uncompressed body and its length.
//
// A piece compressed alone cannot refer to the text before it, and a page cut at each of its
// nonces is cut into a few pieces that repeat each other (the home page gained ~3 KB, 21 -> 24 KB).
// So each piece after the first is compressed with the bytes before it as deflate's preset
// dictionary (RFC 1951 allows references up to 32 KiB back, across blocks), the nonce's place
// in it filled with a byte that occurs in no piece: no match can then cover the nonce, whose
// bytes differ per answer, and every reference the decompressor follows lands on bytes that
// are the same in every answer. It holds only for nonces of the length it was prepared with.
//
// The CRC-32 of the whole is not recomputed over every byte either: each fixed piece keeps its
// own CRC and the factor that shifts a CRC past its length, and the CRCs are combined as zlib's
// crc32_combine does (polynomial arithmetic modulo the CRC polynomial). Per answer, only the
// nonce's few bytes are read.
// @ts-check
import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A fixed piece ready to splice: its raw deflate, its length, its CRC-32 and x^(8·length) mod P;
 * `insertedLength` when it was compressed with the bytes before it (preparePieces), for inserted
 * bytes of that length only.
 * @typedef {{ deflated: Buffer, length: number, crc: number, shift: number, insertedLength?: number }} PreparedPiece
 */

/** How far back deflate may refer. */
const WINDOW = 32 * 1024;

/** The reflected CRC-32 polynomial. */
const POLY = 0xedb88320;

/** a·b modulo P, for polynomials in zlib's reflected bit order (x^0 in the top bit). */
/** @param {number} a @param {number} b @returns {number} */
function multModP(a, b) {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** X2N[k] = x^(2^k) mod P. */
/** @type {number[]} */
const X2N = [0x40000000];
for (let k = 1; k < 32; k++) X2N.push(multModP(X2N[k - 1], X2N[k - 1]));

/** x^(8·bytes) mod P: what moves a CRC past `bytes` bytes. */
/** @param {number} bytes @returns {number} */
function shiftFor(bytes) {
  let p = 0x80000000; // x^0
  let k = 3; // 8 = 2^3 bits a byte
  for (let n = bytes; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multModP(X2N[k & 31], p);
  return p;
}

/** The CRC-32 of A followed by B, from crc(A), crc(B) and B's shift (zlib's crc32_combine). */
/** @param {number} crcA @param {number} crcB @param {number} shiftB @returns {number} */
export function crc32Combine(crcA, crcB, shiftB) {
  return (multModP(shiftB, crcA) ^ crcB) >>> 0;
}

/** Raw deflate of one fixed piece, with what its CRC needs, ready to splice. */
/** @param {Buffer} piece @param {Buffer} [dictionary] the bytes before it @returns {PreparedPiece} */
export function preparePiece(piece, level = 6, dictionary) {
  return {
    deflated: deflateRawSync(piece, {
      level,
      finishFlush: constants.Z_FULL_FLUSH,
      ...(dictionary?.length ? { dictionary } : {}),
    }),
    length: piece.length,
    crc: crcOf(piece),
    shift: shiftFor(piece.length),
  };
}

/** A byte value that occurs in none of the pieces, if there is one. */
/** @param {readonly Buffer[]} pieces @returns {number | undefined} */
function absentByte(pieces) {
  const seen = new Uint8Array(256);
  for (const piece of pieces) for (const byte of piece) seen[byte] = 1;
  const free = seen.indexOf(0);
  return free === -1 ? undefined : free;
}

/**
 * The pieces of one body, each after the first compressed with the bytes before it (inserted
 * bytes of `insertedLength` between pieces) as its dictionary, ready to splice.
 * @param {readonly Buffer[]} pieces @param {number} insertedLength @returns {PreparedPiece[]}
 */
export function preparePieces(pieces, insertedLength, level = 6) {
  const filler = absentByte(pieces);
  if (filler === undefined) return pieces.map((piece) => ({ ...preparePiece(piece, level), insertedLength }));
  const gap = Buffer.alloc(insertedLength, filler);
  /** @type {PreparedPiece[]} */
  const out = [];
  let before = Buffer.alloc(0);
  for (const piece of pieces) {
    out.push({ ...preparePiece(piece, level, before), insertedLength });
    before = Buffer.concat([before, piece, gap]);
    if (before.length > WINDOW) before = before.subarray(before.length - WINDOW);
  }
  return out;
}

const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty stored block: BFINAL=1, BTYPE=00, LEN=0, NLEN=0xffff. */
const LAST_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const MAX_STORED = 0xffff;

/** crc32 of `data`. zlib answers its initial value, 0, for a buffer with no memory behind it, which is also the CRC of no bytes. */
/** @param {Buffer} data */
const crcOf = (data) => (data.length === 0 ? 0 : crc32(data));

/** A non-final stored block holding `data` (split when longer than a stored block may be). */
/** @param {Buffer} data */
function storedBlocks(data) {
  /** @type {Buffer[]} */
  const out = [];
  for (let at = 0; at < data.length; at += MAX_STORED) {
    const chunk = data.subarray(at, at + MAX_STORED);
    const head = Buffer.alloc(5);
    head[0] = 0x00;
    head.writeUInt16LE(chunk.length, 1);
    head.writeUInt16LE(~chunk.length & 0xffff, 3);
    out.push(head, chunk);
  }
  return out;
}

/**
 * The gzip body of pieces[0] + inserted + pieces[1] + inserted + … + pieces[n], given the
 * prepared pieces (preparePiece) and the bytes inserted between them, as the list of buffers
 * to send in order: the compressed pieces are sent as they are kept, not copied per answer,
 * and the inserted bytes as one stored block written once and sent at each of their places.
 * Every buffer is a write on the answer's path, so an answer has as few as it can.
 * @param {readonly PreparedPiece[]} pieces
 * @param {Buffer} inserted
 * @returns {Buffer[]}
 */
export function splicedGzip(pieces, inserted) {
  const block = pieces.length > 1 ? Buffer.concat(storedBlocks(inserted)) : undefined;
  const insertedCrc = crcOf(inserted);
  const insertedShift = shiftFor(inserted.length);
  /** @type {Buffer[]} */
  const out = [HEADER];
  let crc = 0;
  let size = 0;
  for (let i = 0; i < pieces.length; i++) {
    const expected = pieces[i].insertedLength;
    if (expected !== undefined && expected !== inserted.length)
      throw new Error(`pieces prepared for ${expected} inserted bytes, given ${inserted.length}`);
    if (block && i > 0) {
      out.push(block);
      crc = crc32Combine(crc, insertedCrc, insertedShift);
      size += inserted.length;
    }
    out.push(pieces[i].deflated);
    crc = crc32Combine(crc, pieces[i].crc, pieces[i].shift);
    size += pieces[i].length;
  }
  const tail = Buffer.allocUnsafe(LAST_BLOCK.length + 8);
  LAST_BLOCK.copy(tail);
  tail.writeUInt32LE(crc >>> 0, LAST_BLOCK.length);
  tail.writeUInt32LE(size >>> 0, LAST_BLOCK.length + 4);
  out.push(tail);
  return out;
}
