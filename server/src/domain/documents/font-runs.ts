import type { PDFFont } from 'pdf-lib';
import type { DocumentFont } from './document-fonts';

/** A document font embedded in one PDF. */
export type EmbeddedFont = { pdf: PDFFont; source: DocumentFont };

/**
 * Splits text into runs, each in the first font that has its characters' glyphs: Latin text
 * in Noto Sans, Chinese in Noto Sans SC, whatever the order the fonts were typed in.
 */
export function fontRuns(
  text: string,
  fonts: readonly EmbeddedFont[],
): Array<{ text: string; font: EmbeddedFont }> {
  const result: Array<{ text: string; font: EmbeddedFont }> = [];
  const [primary] = fonts;
  if (!primary) return result;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const font = fonts.find((f) => f.source.font.hasGlyphForCodePoint(codePoint)) ?? primary;
    const last = result[result.length - 1];
    if (last && last.font === font) last.text += char;
    else result.push({ text: char, font });
  }
  return result;
}
