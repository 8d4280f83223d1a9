import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from 'pdf-lib';

// Reads back what a PDF made by pdf-lib says, through the PDF's own structures: the page's
// content streams (`/Font size Tf`, `1 0 0 1 x y Tm`, `<glyph ids> Tj`) decoded with each
// font's ToUnicode map, which is what a PDF reader's copy and search use. A test of our
// documents, not a general PDF text extractor.

export type PdfFont = {
  /** The resource name the content stream selects it by. */
  name: string;
  /** Glyph id (as 4 hex digits) → the text it stands for. */
  toUnicode: Map<string, string>;
  /** The embedded font program (FontFile2), when there is one. */
  fontFile: Uint8Array | undefined;
};

export type PdfReading = {
  pdf: PDFDocument;
  /** The page's text, one line per baseline, top to bottom. */
  lines: string[];
  fonts: PdfFont[];
  /** The page's decoded content streams. */
  content: string;
};

/** Reads one page, the first unless told. */
export async function readPdf(bytes: Uint8Array, pageIndex = 0): Promise<PdfReading> {
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPage(pageIndex);
  const lookup = (object: PDFObject | undefined) =>
    object instanceof PDFRef ? pdf.context.lookup(object) : object;

  const fonts: PdfFont[] = [];
  const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of fontDict?.entries() ?? []) {
    const font = pdf.context.lookup(ref, PDFDict);
    const toUnicode = lookup(font.get(PDFName.of('ToUnicode')));
    const descendant = lookup(font.lookup(PDFName.of('DescendantFonts'), PDFArray).get(0));
    const descriptor =
      descendant instanceof PDFDict
        ? lookup(descendant.get(PDFName.of('FontDescriptor')))
        : undefined;
    const fontFile =
      descriptor instanceof PDFDict ? lookup(descriptor.get(PDFName.of('FontFile2'))) : undefined;
    fonts.push({
      name: name.decodeText(),
      toUnicode:
        toUnicode instanceof PDFRawStream ? parseToUnicode(decodeText(toUnicode)) : new Map(),
      fontFile:
        fontFile instanceof PDFRawStream ? decodePDFRawStream(fontFile).decode() : undefined,
    });
  }

  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map(lookup) : [contents];
  const content = streams
    .map((stream) => (stream instanceof PDFRawStream ? decodeText(stream) : ''))
    .join('\n');

  const pieces: Array<{ x: number; y: number; text: string }> = [];
  let font: PdfFont | undefined;
  let x = 0;
  let y = 0;
  const operators = /\/(\S+) [\d.]+ Tf|1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm|<([0-9A-Fa-f]*)> Tj/g;
  for (const match of content.matchAll(operators)) {
    if (match[1] !== undefined) font = fonts.find((f) => f.name === match[1]);
    else if (match[2] !== undefined && match[3] !== undefined) {
      x = Number(match[2]);
      y = Number(match[3]);
    } else if (match[4] !== undefined) {
      const codes = match[4].toUpperCase().match(/.{4}/g) ?? [];
      const text = codes.map((code) => font?.toUnicode.get(code) ?? '\uFFFD').join('');
      pieces.push({ x, y, text });
    }
  }
  const byLine = new Map<number, Array<{ x: number; text: string }>>();
  for (const piece of pieces) {
    const key = Math.round(piece.y * 10) / 10;
    byLine.set(key, [...(byLine.get(key) ?? []), piece]);
  }
  const lines = [...byLine.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, parts]) =>
      parts
        .sort((a, b) => a.x - b.x)
        .map((part) => part.text)
        .join(''),
    );
  return { pdf, lines, fonts, content };
}

function decodeText(stream: PDFRawStream): string {
  return new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
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
      const targets = target.startsWith('[') ? [...target.matchAll(/<([0-9A-Fa-f]+)>/g)] : [];
      for (let code = from; code <= to; code++) {
        if (targets.length > 0) {
          const text = targets[code - from]?.[1];
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
