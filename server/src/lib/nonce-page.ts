import { constants, crc32, deflateRawSync } from 'node:zlib';

// A gzip member (RFC 1952) with no name, no time and an unknown OS.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
// RFC 1951: a final, empty stored block, which ends the deflate stream.
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/**
 * An HTML page whose only per-response part is its CSP nonce, gzip-compressed once. Each stretch
 * between two nonces is deflated at start and ended by a full flush, which leaves it
 * byte-aligned and independent of what follows; a response then joins those stretches with
 * the nonce as an uncompressed (stored) block, a final empty block and the checksum. The page
 * costs a copy and a CRC per response, not a compression on the thread pool.
 */
export class NoncePage {
  private readonly parts: string[];
  private readonly deflated: Buffer[];

  constructor(html: string, placeholder: string) {
    this.parts = html.split(placeholder);
    this.deflated = this.parts.map((part) =>
      deflateRawSync(part, { level: 9, finishFlush: constants.Z_FULL_FLUSH }),
    );
  }

  html(nonce: string): string {
    return this.parts.join(nonce);
  }

  /** The page with `nonce` in every placeholder, as a gzip body. */
  gzip(nonce: string): Buffer {
    const html = Buffer.from(this.html(nonce), 'utf8');
    const nonceBlock = storedBlock(Buffer.from(nonce, 'utf8'));
    const chunks: Buffer[] = [GZIP_HEADER];
    this.deflated.forEach((part, index) => {
      if (index > 0) chunks.push(nonceBlock);
      chunks.push(part);
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc32(html), 0);
    trailer.writeUInt32LE(html.length % 2 ** 32, 4);
    chunks.push(FINAL_EMPTY_BLOCK, trailer);
    return Buffer.concat(chunks);
  }
}

/** RFC 1951 §3.2.4: a non-final stored block (at a byte boundary) holding `data` as it is. */
function storedBlock(data: Buffer): Buffer {
  if (data.length > 0xffff) throw new RangeError('A stored block holds at most 65,535 bytes');
  const header = Buffer.alloc(5);
  header.writeUInt8(0x00, 0);
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}
