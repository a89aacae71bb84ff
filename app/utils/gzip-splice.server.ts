// A gzip body made of pieces compressed once and short pieces that change per response (the
// CSP nonce), without compressing the whole page again for every visitor.
//
// Each fixed piece is compressed on its own as raw deflate ending in a full flush: its blocks
// end on a byte boundary, none is marked final, and none refers to bytes outside the piece. A
// changing piece goes in as a stored (uncompressed) block. Deflate blocks may follow each other
// that way (RFC 1951 §3.2.3-3.2.4), so the pieces concatenate into one valid stream; an empty
// final block closes it, and the gzip frame (RFC 1952) adds the header, the CRC-32 of the whole
// uncompressed body and its length.
import { constants, crc32, deflateRawSync } from "node:zlib";

/** Raw deflate of one fixed piece, ready to splice. */
export function compressPiece(piece: Buffer, level = 6): Buffer {
  return deflateRawSync(piece, { level, finishFlush: constants.Z_FULL_FLUSH });
}

const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty stored block: BFINAL=1, BTYPE=00, LEN=0, NLEN=0xffff. */
const LAST_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const MAX_STORED = 0xffff;

/** crc32 carried over `data`. zlib answers its initial value, 0, for a buffer with no memory behind it, so empty data is skipped. */
const crcOver = (data: Buffer, crc: number) => (data.length === 0 ? crc : crc32(data, crc));

/** A non-final stored block holding `data` (split when longer than a stored block may be). */
function storedBlocks(data: Buffer): Buffer[] {
  const out: Buffer[] = [];
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
 * pieces, their compressed forms (compressPiece) and the bytes inserted between them.
 */
export function splicedGzip(pieces: readonly Buffer[], compressed: readonly Buffer[], inserted: Buffer): Buffer {
  const out: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  for (let i = 0; i < pieces.length; i++) {
    if (i > 0) {
      out.push(...storedBlocks(inserted));
      crc = crcOver(inserted, crc);
      size += inserted.length;
    }
    out.push(compressed[i]);
    crc = crcOver(pieces[i], crc);
    size += pieces[i].length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  out.push(LAST_BLOCK, trailer);
  return Buffer.concat(out);
}
