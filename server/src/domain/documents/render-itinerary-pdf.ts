import { PRODUCT_NAME } from '@common/constants';
import type { ItineraryPdfRequest } from '@common/contracts/itinerary';
import {
  addPage,
  createPdf,
  drawRule,
  drawText,
  PAGE,
  pdfBytes,
  rgb,
  textWidth,
  type Color,
  type FontStack,
} from './typeset';

// The page's layout, in points.
const MARGIN = 50;
const FOOTER_Y = 30;
const BULLET_INDENT = 14;
const HEADING_GAP = 2;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.42, 0.48);
const ACCENT = rgb(0.15, 0.39, 0.92);
const RULE = rgb(0.85, 0.87, 0.9);

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
  const { doc, fonts } = await createPdf(
    {
      title: `${itinerary.title} · ${PRODUCT_NAME}`,
      subject: itinerary.subtitle,
      date: issuedAt,
    },
    // The footers are written once the number of pages is known.
    { bufferPages: true },
  );
  const text: FontStack = [fonts.regular, fonts.cjk];
  const heading: FontStack = [fonts.bold, fonts.cjk];

  const width = PAGE.width - 2 * MARGIN;
  const bottom = FOOTER_Y + 30;
  addPage(doc);
  let y = PAGE.height - MARGIN;
  const newPage = () => {
    addPage(doc);
    y = PAGE.height - MARGIN;
  };
  /** Writes wrapped text; `keepWith` more points must fit on the page with its first line. */
  const write = (
    fonts: FontStack,
    raw: string,
    size: number,
    color: Color,
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
        drawText(doc, fonts, '•', MARGIN + indent - BULLET_INDENT + 3, y, size, color);
      }
      drawText(doc, fonts, line, MARGIN + indent, y, size, color);
    });
  };

  drawText(doc, heading, PRODUCT_NAME, MARGIN, y - 14, 14, ACCENT);
  y -= 28;
  write(heading, itinerary.title, 20, INK);
  if (itinerary.subtitle) {
    y -= 4;
    write(text, itinerary.subtitle, 11, MUTED);
  }
  y -= 10;
  drawRule(doc, MARGIN, PAGE.width - MARGIN, y, 1, RULE);
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

  const { start, count } = doc.bufferedPageRange();
  for (let index = 0; index < count; index++) {
    doc.switchToPage(start + index);
    const footer = `${PRODUCT_NAME} · ${index + 1} / ${count}`;
    drawText(doc, text, footer, MARGIN, FOOTER_Y, 8, MUTED);
  }

  return pdfBytes(doc);
}

/** Control characters become spaces, so nothing the client sent can break the layout. */
function clean(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
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
