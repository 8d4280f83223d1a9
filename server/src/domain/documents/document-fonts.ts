import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

export type DocumentFont = {
  /** The name the font is registered under in each PDF (`doc.font(name)`). */
  name: 'regular' | 'bold' | 'cjk';
  /**
   * Parsed once per thread by fontkit, the font engine pdfkit itself uses: pdfkit takes the
   * parsed font (so a PDF does not parse 10 MB of fonts again), and the renderers ask it which
   * characters it has.
   */
  font: fontkit.Font;
};

/**
 * Noto Sans (Latin, Greek, Cyrillic, Vietnamese) first, Noto Sans SC (Chinese, Japanese kana)
 * for what it lacks; Noto Sans Bold for the headings. From the @expo-google-fonts packages
 * (SIL Open Font License 1.1).
 */
export type DocumentFonts = {
  regular: DocumentFont;
  bold: DocumentFont;
  cjk: DocumentFont;
};

const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  cjk: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
} as const;

let loading: Promise<DocumentFonts> | undefined;

/** The fonts, read and parsed on first use, once per process (or worker thread). */
export function loadDocumentFonts(): Promise<DocumentFonts> {
  loading ??= readFonts().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function readFonts(): Promise<DocumentFonts> {
  const require = createRequire(import.meta.url);
  const read = async (name: DocumentFont['name']): Promise<DocumentFont> => {
    const file = FONT_FILES[name];
    const font = fontkit.create(await fs.readFile(require.resolve(file)));
    if ('fonts' in font) throw new Error(`${file} is a font collection, not a font`);
    // fontkit keeps one object per glyph, with the characters it was first reached by. A glyph
    // first reached as a part of another (writing a subset adds the parts of a composite glyph:
    // 'é' is drawn from 'e' and an accent) has none, and pdfkit's ToUnicode map, which copy and
    // search read, would then leave its character ('.' for one) out of every later PDF that
    // shares the parsed font. So every glyph of Noto Sans is reached through the character map
    // first (about 30 ms a font, once per thread); it maps each glyph from one character. The
    // ligatures (U+FB00–U+FB4F) are left to shaping, which draws 'fi' with the 'ﬁ' glyph and
    // so gives it the characters 'f' and 'i'. Noto Sans SC has no composite glyphs, and maps
    // some glyphs from several characters (a radical and its ideograph): its glyphs keep the
    // character the text reached them by.
    if (name !== 'cjk') {
      for (const codePoint of font.characterSet) {
        if (codePoint < 0xfb00 || codePoint > 0xfb4f) font.glyphForCodePoint(codePoint);
      }
    }
    return { name, font };
  };
  const [regular, bold, cjk] = await Promise.all([read('regular'), read('bold'), read('cjk')]);
  return { regular, bold, cjk };
}
