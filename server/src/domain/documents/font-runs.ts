import type { DocumentFont } from './document-fonts';

/**
 * Splits text into runs, each in the first font that has its characters' glyphs: Latin text
 * in Noto Sans, Chinese in Noto Sans SC, whatever the order the fonts were typed in. A
 * character no font has stays in the first one (its blank box).
 */
export function fontRuns(
  text: string,
  fonts: readonly DocumentFont[],
): Array<{ text: string; font: DocumentFont }> {
  const result: Array<{ text: string; font: DocumentFont }> = [];
  const [primary] = fonts;
  if (!primary) return result;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const font = fonts.find((f) => f.font.hasGlyphForCodePoint(codePoint)) ?? primary;
    const last = result[result.length - 1];
    if (last && last.font === font) last.text += char;
    else result.push({ text: char, font });
  }
  return result;
}
