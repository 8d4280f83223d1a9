import zlib from 'node:zlib';

// Reads back what one of our PDFs (made by pdfkit) says, through the PDF's own structures: the
// cross-reference table, the document information dictionary, the page tree, and each page's
// content stream (`1 0 0 1 x y Tm`, `/F1 size Tf`, `[<glyph ids> kerning …] TJ`) decoded with
// each font's ToUnicode map, which is what a PDF reader's copy and search use. pdfkit flips
// the y axis for the page and back for each text, so a `Tm` position is a page position. A
// test of our documents, not a general PDF reader: no object streams, cross-reference streams,
// encryption, or filters other than Flate.

export type PdfFont = {
  /** The resource name the content stream selects it by (`F1`). */
  name: string;
  /** The font's name, with the subset's tag: `ABCDEF+NotoSans-Regular`. */
  baseFont: string;
  /** Glyph id (as 4 hex digits) → the text it stands for. */
  toUnicode: Map<string, string>;
  /** The embedded font program (FontFile2), when there is one. */
  fontFile: Uint8Array | undefined;
};

export type PdfInfo = {
  title?: string;
  subject?: string;
  author?: string;
  creator?: string;
  keywords?: string;
  creationDate?: Date;
};

export type PdfReading = {
  pageCount: number;
  /** The document information dictionary. */
  info: PdfInfo;
  /** The page's text, one line per baseline, top to bottom. */
  lines: string[];
  fonts: PdfFont[];
  /** The page's decoded content streams. */
  content: string;
};

/** Reads one page, the first unless told. */
export function readPdf(bytes: Uint8Array, pageIndex = 0): PdfReading {
  const file = new PdfFile(bytes);
  const pages = file.pages();
  const page = pages[pageIndex];
  if (!page) throw new Error(`the PDF has ${pages.length} pages, not ${pageIndex + 1}`);

  const fonts: PdfFont[] = [];
  const resources = file.dict(page.get('Resources'));
  for (const [name, ref] of file.dict(resources.get('Font'))) {
    const font = file.dict(ref);
    const toUnicode = file.resolve(font.get('ToUnicode'));
    const [descendant] = file.array(font.get('DescendantFonts'));
    const descriptor = descendant ? file.dict(file.dict(descendant).get('FontDescriptor')) : null;
    const fontFile = descriptor ? file.resolve(descriptor.get('FontFile2')) : undefined;
    fonts.push({
      name,
      baseFont: nameOf(font.get('BaseFont')),
      toUnicode:
        toUnicode instanceof PdfStream ? parseToUnicode(latin1(file.decode(toUnicode))) : new Map(),
      fontFile: fontFile instanceof PdfStream ? file.decode(fontFile) : undefined,
    });
  }

  const contents = file.resolve(page.get('Contents'));
  const streams = Array.isArray(contents) ? contents.map((c) => file.resolve(c)) : [contents];
  const content = streams
    .map((stream) => (stream instanceof PdfStream ? latin1(file.decode(stream)) : ''))
    .join('\n');

  const infoDict = file.dict(file.trailer.get('Info'));
  const text = (key: string) => {
    const value = file.resolve(infoDict.get(key));
    return value instanceof PdfString ? value.text() : undefined;
  };
  const created = text('CreationDate');
  const info: PdfInfo = {
    title: text('Title'),
    subject: text('Subject'),
    author: text('Author'),
    creator: text('Creator'),
    keywords: text('Keywords'),
    creationDate: created ? parsePdfDate(created) : undefined,
  };

  return { pageCount: pages.length, info, lines: textLines(content, fonts), fonts, content };
}

/** The text each `Tj`/`TJ` shows, grouped by baseline (top first) and ordered left to right. */
function textLines(content: string, fonts: PdfFont[]): string[] {
  const pieces: Array<{ x: number; y: number; text: string }> = [];
  let font: PdfFont | undefined;
  let x = 0;
  let y = 0;
  const operators =
    /\/(\S+) [\d.]+ Tf|1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm|\[((?:<[0-9A-Fa-f]*>|[-\d.\s])*)\] TJ|<([0-9A-Fa-f]*)> Tj/g;
  const decode = (hex: string) =>
    (hex.toUpperCase().match(/.{4}/g) ?? [])
      .map((code) => font?.toUnicode.get(code) ?? '\uFFFD')
      .join('');
  for (const match of content.matchAll(operators)) {
    if (match[1] !== undefined) font = fonts.find((f) => f.name === match[1]);
    else if (match[2] !== undefined && match[3] !== undefined) {
      x = Number(match[2]);
      y = Number(match[3]);
    } else if (match[4] !== undefined) {
      const strings = [...match[4].matchAll(/<([0-9A-Fa-f]*)>/g)];
      pieces.push({ x, y, text: strings.map((s) => decode(s[1] ?? '')).join('') });
    } else if (match[5] !== undefined) {
      pieces.push({ x, y, text: decode(match[5]) });
    }
  }
  const byLine = new Map<number, Array<{ x: number; text: string }>>();
  for (const piece of pieces) {
    const key = Math.round(piece.y * 10) / 10;
    byLine.set(key, [...(byLine.get(key) ?? []), piece]);
  }
  return [...byLine.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, parts]) =>
      parts
        .sort((a, b) => a.x - b.x)
        .map((part) => part.text)
        .join(''),
    );
}

/** The bfchar and bfrange entries of a ToUnicode CMap. */
function parseToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of (block[1] ?? '').matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      if (code && text) map.set(code.toUpperCase(), utf16(text));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const entries = (block[1] ?? '').matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g,
    );
    for (const [, low, high, target] of entries) {
      if (!low || !high || !target) continue;
      const from = parseInt(low, 16);
      const to = parseInt(high, 16);
      const targets = target.startsWith('[') ? [...target.matchAll(/<([0-9A-Fa-f ]*)>/g)] : [];
      for (let code = from; code <= to; code++) {
        if (targets.length > 0) {
          const text = targets[code - from]?.[1]?.replace(/ /g, '');
          if (text) map.set(hex4(code), utf16(text));
        } else {
          const base = target.slice(1, -1);
          const last = parseInt(base.slice(-4), 16) + (code - from);
          map.set(hex4(code), utf16(base.slice(0, -4) + hex4(last)));
        }
      }
    }
  }
  return map;
}

/** `D:YYYYMMDDHHmmSS` with `Z` or an offset (`+HH'mm'`), as a Date. */
function parsePdfDate(text: string): Date | undefined {
  const match = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(Z|[+-]\d{2}'?\d{2}'?)?/.exec(
    text,
  );
  if (!match) return undefined;
  const [, year, month = '01', day = '01', hour = '00', minute = '00', second = '00', zone] = match;
  const offset =
    !zone || zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.replace(/'/g, '').slice(3)}`;
  return new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${offset}`);
}

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}

function nameOf(value: PdfValue | undefined): string {
  if (!(value instanceof PdfName)) throw new Error(`expected a name, found ${String(value)}`);
  return value.name;
}

// The PDF object model (ISO 32000-1 §7.3), as much of it as pdfkit writes.

class PdfName {
  constructor(readonly name: string) {}
}
class PdfRef {
  constructor(readonly id: number) {}
}
class PdfString {
  constructor(readonly bytes: Uint8Array) {}
  /** UTF-16BE after its byte order mark; otherwise one byte a character (PDFDocEncoding's ASCII). */
  text(): string {
    const { bytes } = this;
    if (bytes[0] === 0xfe && bytes[1] === 0xff) {
      return new TextDecoder('utf-16be').decode(bytes.subarray(2));
    }
    return latin1(bytes);
  }
}
class PdfStream {
  constructor(
    readonly dict: Map<string, PdfValue>,
    readonly data: Uint8Array,
  ) {}
}
type PdfValue =
  | number
  | boolean
  | null
  | PdfName
  | PdfRef
  | PdfString
  | PdfStream
  | PdfValue[]
  | Map<string, PdfValue>;

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));

class PdfFile {
  readonly trailer: Map<string, PdfValue>;
  private readonly text: string;
  private readonly offsets = new Map<number, number>();
  private readonly objects = new Map<number, PdfValue>();

  constructor(private readonly bytes: Uint8Array) {
    this.text = latin1(bytes);
    if (!this.text.startsWith('%PDF-')) throw new Error('not a PDF');
    const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(this.text);
    if (!startxref) throw new Error('no startxref at the end');
    // One classic cross-reference table: `xref`, its subsections, then `trailer <<…>>`.
    const table = /^xref\s+([\s\S]*?)trailer\s*/.exec(this.text.slice(Number(startxref[1])));
    if (!table?.[1]) throw new Error('no cross-reference table where startxref points');
    const lines = table[1].trim().split(/\r?\n|\r/);
    for (let i = 0; i < lines.length;) {
      const [first = 0, count = 0] = (lines[i++] ?? '').trim().split(/\s+/).map(Number);
      for (let n = 0; n < count; n++, i++) {
        const [offset, , kind] = (lines[i] ?? '').trim().split(/\s+/);
        if (kind === 'n') this.offsets.set(first + n, Number(offset));
      }
    }
    const trailerAt = Number(startxref[1]) + table[0].length;
    const [trailer] = this.parseValue(trailerAt);
    if (!(trailer instanceof Map)) throw new Error('the trailer is not a dictionary');
    this.trailer = trailer;
  }

  /** The pages in order, from the catalog's page tree. */
  pages(): Array<Map<string, PdfValue>> {
    const pages: Array<Map<string, PdfValue>> = [];
    const visit = (node: Map<string, PdfValue>) => {
      if (nameOf(node.get('Type')) === 'Page') pages.push(node);
      else for (const kid of this.array(node.get('Kids'))) visit(this.dict(kid));
    };
    visit(this.dict(this.dict(this.trailer.get('Root')).get('Pages')));
    return pages;
  }

  resolve(value: PdfValue | undefined): PdfValue | undefined {
    return value instanceof PdfRef ? this.object(value.id) : value;
  }

  dict(value: PdfValue | undefined): Map<string, PdfValue> {
    const resolved = this.resolve(value);
    if (resolved instanceof Map) return resolved;
    if (resolved instanceof PdfStream) return resolved.dict;
    throw new Error(`expected a dictionary, found ${String(resolved)}`);
  }

  array(value: PdfValue | undefined): PdfValue[] {
    const resolved = this.resolve(value);
    if (!Array.isArray(resolved)) throw new Error(`expected an array, found ${String(resolved)}`);
    return resolved;
  }

  /** A stream's data without its filter (Flate, or none). */
  decode(stream: PdfStream): Uint8Array {
    const filter = this.resolve(stream.dict.get('Filter'));
    if (filter === undefined) return stream.data;
    if (filter instanceof PdfName && filter.name === 'FlateDecode') {
      return zlib.inflateSync(stream.data);
    }
    throw new Error(`unsupported stream filter ${String(filter)}`);
  }

  private object(id: number): PdfValue {
    const cached = this.objects.get(id);
    if (cached !== undefined) return cached;
    const offset = this.offsets.get(id);
    if (offset === undefined) throw new Error(`object ${id} is not in the cross-reference table`);
    const header = /^(\d+)\s+(\d+)\s+obj\b/.exec(this.text.slice(offset, offset + 40));
    if (!header || Number(header[1]) !== id) throw new Error(`object ${id} is not at ${offset}`);
    let [value, at] = this.parseValue(offset + header[0].length);
    at = this.skipSpace(at);
    if (this.text.startsWith('stream', at) && value instanceof Map) {
      at += 'stream'.length;
      if (this.text[at] === '\r') at++;
      if (this.text[at] === '\n') at++;
      const length = this.resolve(value.get('Length'));
      if (typeof length !== 'number') throw new Error(`stream ${id} has no length`);
      value = new PdfStream(value, this.bytes.subarray(at, at + length));
    }
    this.objects.set(id, value);
    return value;
  }

  private skipSpace(at: number): number {
    while (at < this.text.length) {
      const code = this.text.charCodeAt(at);
      if (WHITESPACE.has(code)) at++;
      else if (code === 0x25 /* % */)
        while (at < this.text.length && !/[\r\n]/.test(this.text[at] ?? '')) at++;
      else break;
    }
    return at;
  }

  /** The value that starts at `at` (after white space), and where it ends. */
  private parseValue(start: number): [PdfValue, number] {
    const at = this.skipSpace(start);
    const text = this.text;
    if (text.startsWith('<<', at)) {
      const dict = new Map<string, PdfValue>();
      let next = this.skipSpace(at + 2);
      while (!text.startsWith('>>', next)) {
        const [key, afterKey] = this.parseValue(next);
        const [value, afterValue] = this.parseValue(afterKey);
        dict.set(nameOf(key), value);
        next = this.skipSpace(afterValue);
      }
      return [dict, next + 2];
    }
    const char = text[at];
    if (char === '[') {
      const array: PdfValue[] = [];
      let next = this.skipSpace(at + 1);
      while (text[next] !== ']') {
        const [value, after] = this.parseValue(next);
        array.push(value);
        next = this.skipSpace(after);
      }
      return [array, next + 1];
    }
    if (char === '/') {
      let end = at + 1;
      while (end < text.length && !this.isBoundary(end)) end++;
      const name = text
        .slice(at + 1, end)
        .replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return [new PdfName(name), end];
    }
    if (char === '(') return this.parseLiteralString(at);
    if (char === '<') {
      const end = text.indexOf('>', at);
      let hex = text.slice(at + 1, end).replace(/\s/g, '');
      if (hex.length % 2 === 1) hex += '0';
      return [new PdfString(Uint8Array.from(Buffer.from(hex, 'hex'))), end + 1];
    }
    let end = at;
    while (end < text.length && !this.isBoundary(end)) end++;
    const token = text.slice(at, end);
    if (token === 'true' || token === 'false') return [token === 'true', end];
    if (token === 'null') return [null, end];
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(token)) throw new Error(`unexpected '${token}' at ${at}`);
    // `id generation R` is a reference.
    const reference = /^\s+(\d+)\s+R\b/.exec(text.slice(end, end + 24));
    if (reference && /^\d+$/.test(token))
      return [new PdfRef(Number(token)), end + reference[0].length];
    return [Number(token), end];
  }

  private isBoundary(at: number): boolean {
    const code = this.text.charCodeAt(at);
    return WHITESPACE.has(code) || DELIMITERS.has(code);
  }

  /** `( … )` with balanced parentheses and backslash escapes (§7.3.4.2). */
  private parseLiteralString(start: number): [PdfString, number] {
    const text = this.text;
    const out: number[] = [];
    const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
    let depth = 1;
    let at = start + 1;
    while (at < text.length) {
      const char = text[at++] ?? '';
      if (char === '\\') {
        const next = text[at++] ?? '';
        if (next in escapes) out.push(escapes[next] ?? 0);
        else if (/[0-7]/.test(next)) {
          let octal = next;
          while (octal.length < 3 && /[0-7]/.test(text[at] ?? '')) octal += text[at++];
          out.push(parseInt(octal, 8) & 0xff);
        } else if (next === '\r') {
          if (text[at] === '\n') at++;
        } else if (next !== '\n') out.push(next.charCodeAt(0));
        continue;
      }
      if (char === '(') depth++;
      if (char === ')' && --depth === 0) break;
      out.push(char.charCodeAt(0));
    }
    return [new PdfString(Uint8Array.from(out)), at];
  }
}
