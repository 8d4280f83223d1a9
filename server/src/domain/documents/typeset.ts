import PDFDocument from 'pdfkit';
import { PRODUCT_NAME } from '@common/constants';
import { loadDocumentFonts, type DocumentFont, type DocumentFonts } from './document-fonts';
import { fontRuns } from './font-runs';

// What the itinerary and the document PDFs share: a pdfkit document with the Noto fonts and
// the metadata, text drawn in runs of the fonts that have its characters, rules, and the
// finished file. Positions are in points from the page's bottom left corner, as in PDF;
// pdfkit's own run from the top.

/** A4 in points. */
export const PAGE = { width: 595.28, height: 841.89 };

export type Color = [number, number, number];

/** A colour from red, green and blue between 0 and 1 (pdfkit takes them between 0 and 255). */
export function rgb(red: number, green: number, blue: number): Color {
  return [red * 255, green * 255, blue * 255];
}

/** Fonts in order of preference: each character is drawn in the first that has it. */
export type FontStack = readonly DocumentFont[];

export type PdfMetadata = {
  title: string;
  subject?: string | undefined;
  keywords?: string[];
  /** Creation and modification date; with the content, it makes the file (its ID too). */
  date: Date;
};

/**
 * A new PDF without pages, its fonts registered (each is subset into the file with the
 * glyphs it draws). `bufferPages` keeps the pages open until the end, to write on them again.
 */
export async function createPdf(
  metadata: PdfMetadata,
  options: { bufferPages?: boolean } = {},
): Promise<{ doc: PDFKit.PDFDocument; fonts: DocumentFonts }> {
  const fonts = await loadDocumentFonts();
  const info: PDFKit.DocumentInfo = {
    Title: metadata.title,
    Author: PRODUCT_NAME,
    Creator: PRODUCT_NAME,
    CreationDate: metadata.date,
    ModDate: metadata.date,
  };
  if (metadata.subject) info.Subject = metadata.subject;
  if (metadata.keywords) info.Keywords = metadata.keywords.join(' ');
  const doc = new PDFDocument({
    autoFirstPage: false,
    bufferPages: options.bufferPages ?? false,
    info,
  });
  for (const font of [fonts.regular, fonts.bold, fonts.cjk]) doc.registerFont(font.name, font.font);
  return { doc, fonts };
}

export function addPage(doc: PDFKit.PDFDocument): void {
  doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
}

/** The finished file. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.end();
  return done;
}

// Advance widths at size 1 per font and character: wrapping and fitting measure every
// character of a line several times. Kerning is left out (pdfkit applies it when drawing,
// which only narrows a line a little); the margins absorb it.
const charWidths = new WeakMap<DocumentFont, Map<string, number>>();

function charWidth(font: DocumentFont, char: string): number {
  let widths = charWidths.get(font);
  if (!widths) charWidths.set(font, (widths = new Map()));
  let width = widths.get(char);
  if (width === undefined) {
    const glyph = font.font.glyphForCodePoint(char.codePointAt(0) ?? 0);
    width = glyph.advanceWidth / font.font.unitsPerEm;
    widths.set(char, width);
  }
  return width;
}

/** The width of `text` in points at `size`, each character in the font that draws it. */
export function textWidth(fonts: FontStack, text: string, size: number): number {
  let width = 0;
  for (const run of fontRuns(text, fonts)) {
    for (const char of run.text) width += charWidth(run.font, char);
  }
  return width * size;
}

/** Draws one line of text with its baseline at (x, y); it does not wrap. */
export function drawText(
  doc: PDFKit.PDFDocument,
  fonts: FontStack,
  text: string,
  x: number,
  y: number,
  size: number,
  color: Color,
): void {
  doc.fillColor(color);
  let cursor = x;
  for (const run of fontRuns(text, fonts)) {
    doc.font(run.font.name, size).text(run.text, cursor, PAGE.height - y, {
      lineBreak: false,
      baseline: 'alphabetic',
    });
    // pdfkit moves its cursor past the text as drawn (shaped and kerned).
    cursor = doc.x;
  }
}

/** A horizontal rule from x1 to x2 at height y. */
export function drawRule(
  doc: PDFKit.PDFDocument,
  x1: number,
  x2: number,
  y: number,
  thickness: number,
  color: Color,
): void {
  // The state first: nothing may come between a path and its painting.
  doc
    .lineWidth(thickness)
    .strokeColor(color)
    .moveTo(x1, PAGE.height - y)
    .lineTo(x2, PAGE.height - y)
    .stroke();
}
