import { PDFDocument, rgb, type PDFPage, type RGB } from 'pdf-lib';
import { PRODUCT_NAME } from '@common/constants';
import type { ItineraryPdfRequest } from '@common/contracts/itinerary';
import { loadDocumentFonts, type DocumentFont } from './document-fonts';
import { fontRuns, type EmbeddedFont } from './font-runs';

// A4 in points, and the page's layout.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const FOOTER_Y = 30;
const BULLET_INDENT = 14;
const HEADING_GAP = 2;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.42, 0.48);
const ACCENT = rgb(0.15, 0.39, 0.92);
const RULE = rgb(0.85, 0.87, 0.9);

type Embedded = EmbeddedFont;
type FontStack = Embedded[];

/**
 * The itinerary the chat shows, as a PDF of as many A4 pages as it needs: the title and
 * subtitle, then each day's heading and its lines as bullets, wrapped at word boundaries (and
 * between any two CJK characters). Text in any script the Noto fonts cover renders; the
 * client sends it already translated.
 */
export async function renderItineraryPdf(
  itinerary: ItineraryPdfRequest,
  issuedAt: Date = new Date(),
): Promise<Uint8Array> {
  const fonts = await loadDocumentFonts();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fonts.fontkit);
  const embed = async (source: DocumentFont): Promise<Embedded> => ({
    pdf: await pdf.embedFont(source.bytes, { subset: true }),
    source,
  });
  const regular = await embed(fonts.regular);
  const cjk = await embed(fonts.cjk);
  const bold = await embed(fonts.bold);
  const text: FontStack = [regular, cjk];
  const heading: FontStack = [bold, cjk];

  pdf.setTitle(`${itinerary.title} · ${PRODUCT_NAME}`);
  if (itinerary.subtitle) pdf.setSubject(itinerary.subtitle);
  pdf.setAuthor(PRODUCT_NAME);
  pdf.setCreator(PRODUCT_NAME);
  pdf.setCreationDate(issuedAt);
  pdf.setModificationDate(issuedAt);

  const width = PAGE.width - 2 * MARGIN;
  const bottom = FOOTER_Y + 30;
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  /** Writes wrapped text; `keepWith` more points must fit on the page with its first line. */
  const write = (
    fonts: FontStack,
    raw: string,
    size: number,
    color: RGB,
    options: { indent?: number; bullet?: boolean; keepWith?: number } = {},
  ) => {
    const indent = options.indent ?? 0;
    const leading = size * 1.4;
    const lines = wrap(fonts, raw, size, width - indent);
    lines.forEach((line, index) => {
      const needed = leading + (index === 0 ? (options.keepWith ?? 0) : 0);
      if (y - needed < bottom) newPage();
      y -= leading;
      if (options.bullet && index === 0) {
        drawRuns(page, fonts, '•', MARGIN + indent - BULLET_INDENT + 3, y, size, color);
      }
      drawRuns(page, fonts, line, MARGIN + indent, y, size, color);
    });
  };

  drawRuns(page, heading, PRODUCT_NAME, MARGIN, y - 14, 14, ACCENT);
  y -= 28;
  write(heading, itinerary.title, 20, INK);
  if (itinerary.subtitle) {
    y -= 4;
    write(text, itinerary.subtitle, 11, MUTED);
  }
  y -= 10;
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: PAGE.width - MARGIN, y },
    thickness: 1,
    color: RULE,
  });
  y -= 8;

  for (const day of itinerary.days) {
    y -= 10;
    // A heading never ends a page: the gap and the first line below it come along.
    write(heading, day.heading, 13, INK, {
      keepWith: day.lines.length > 0 ? HEADING_GAP + 11 * 1.4 : 0,
    });
    y -= HEADING_GAP;
    for (const line of day.lines) {
      write(text, line, 11, INK, { indent: BULLET_INDENT, bullet: true });
    }
  }

  const pages = pdf.getPages();
  pages.forEach((p, index) => {
    const footer = `${PRODUCT_NAME} · ${index + 1} / ${pages.length}`;
    drawRuns(p, text, footer, MARGIN, FOOTER_Y, 8, MUTED);
  });

  return pdf.save();
}

/** Control characters become spaces, so nothing the client sent can break the layout. */
function clean(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

// Character widths at size 1, per font: wrapping measures every character of every line
// several times, and shaping is the slow step. Kerning is left out; the margin absorbs it.
const charWidths = new WeakMap<DocumentFont, Map<string, number>>();

function charWidth(font: Embedded, char: string): number {
  let widths = charWidths.get(font.source);
  if (!widths) charWidths.set(font.source, (widths = new Map()));
  let width = widths.get(char);
  if (width === undefined) {
    width = font.pdf.widthOfTextAtSize(char, 1);
    widths.set(char, width);
  }
  return width;
}

function textWidth(fonts: FontStack, text: string, size: number): number {
  let width = 0;
  for (const run of fontRuns(text, fonts)) {
    for (const char of run.text) width += charWidth(run.font, char);
  }
  return width * size;
}

function drawRuns(
  page: PDFPage,
  fonts: FontStack,
  text: string,
  x: number,
  y: number,
  size: number,
  color: RGB,
): void {
  let cursor = x;
  for (const run of fontRuns(text, fonts)) {
    page.drawText(run.text, { x: cursor, y, size, font: run.font.pdf, color });
    cursor += textWidth([run.font], run.text, size);
  }
}

/** Scripts written without spaces: a line may break between any two of their characters. */
const BREAK_ANYWHERE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

/** Words with their trailing spaces, and CJK characters one by one. */
function breakUnits(text: string): string[] {
  const units: string[] = [];
  let current = '';
  for (const char of text) {
    if (char === ' ') {
      current += char;
      continue;
    }
    const endsWord = current.endsWith(' ');
    if (current && (endsWord || BREAK_ANYWHERE.test(char) || BREAK_ANYWHERE.test(current))) {
      units.push(current);
      current = '';
    }
    current += char;
  }
  if (current) units.push(current);
  return units;
}

/** The text as lines no wider than `maxWidth`; a word longer than a line is cut. */
function wrap(fonts: FontStack, raw: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  const push = () => {
    if (line.trim()) lines.push(line.trimEnd());
    line = '';
    lineWidth = 0;
  };
  for (const unit of breakUnits(clean(raw))) {
    const unitWidth = textWidth(fonts, unit, size);
    const inkWidth = textWidth(fonts, unit.trimEnd(), size);
    if (lineWidth + inkWidth <= maxWidth) {
      line += unit;
      lineWidth += unitWidth;
      continue;
    }
    push();
    if (inkWidth <= maxWidth) {
      line = unit;
      lineWidth = unitWidth;
      continue;
    }
    for (const char of unit) {
      const width = textWidth(fonts, char, size);
      if (line && lineWidth + width > maxWidth) push();
      line += char;
      lineWidth += width;
    }
  }
  push();
  return lines.length > 0 ? lines : [''];
}
