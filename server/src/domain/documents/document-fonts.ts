import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import * as fontkit from 'fontkit';
import { LRUCache } from 'lru-cache';
import type { PDFDocument } from 'pdf-lib';

type PdfLibFontkit = Parameters<PDFDocument['registerFontkit']>[0];
type PdfLibFont = ReturnType<PdfLibFontkit['create']>;
type GlyphRun = ReturnType<fontkit.Font['layout']>;

export type DocumentFont = {
  bytes: Uint8Array;
  /** Parsed once; used to pick the font that has a character's glyph. */
  font: PdfLibFont;
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
  /** What pdf-lib parses fonts with: hands it the fonts parsed here (see below). */
  fontkit: PdfLibFontkit;
};

const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  cjk: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
} as const;

let loading: Promise<DocumentFonts> | undefined;

/** The fonts, read and parsed on first use, once per process. */
export function loadDocumentFonts(): Promise<DocumentFonts> {
  loading ??= readFonts().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function readFonts(): Promise<DocumentFonts> {
  const require = createRequire(import.meta.url);
  const read = async (file: string): Promise<DocumentFont> => {
    const bytes = await fs.readFile(require.resolve(file));
    const font = fontkit.create(bytes);
    if ('fonts' in font) throw new Error(`${file} is a font collection, not a font`);
    return { bytes, font: forPdfLib(font) };
  };
  const [regular, bold, cjk] = await Promise.all([
    read(FONT_FILES.regular),
    read(FONT_FILES.bold),
    read(FONT_FILES.cjk),
  ]);
  const parsed = new Map([regular, bold, cjk].map((f) => [f.bytes, f.font]));
  return {
    regular,
    bold,
    cjk,
    // pdf-lib only reads a parsed font (layout, glyphs, and a new subset per document), so one
    // parsing serves every document instead of parsing 10 MB again for each.
    fontkit: {
      create: (bytes) => {
        const font = parsed.get(bytes);
        if (!font) throw new Error('pdf-lib asked for a font that was not loaded here');
        return font;
      },
    },
  };
}

// Shaped strings kept per font: pdf-lib shapes every string it measures or draws, and shaping
// (OpenType lookups) was most of a PDF's time; an itinerary repeats its words and lines.
const SHAPED_STRINGS = 20_000;

/**
 * pdf-lib 1.17 reads a subset through `encodeStream()`, which fontkit 2 replaced by
 * `encode()`. We use fontkit 2 rather than pdf-lib's own fork (@pdf-lib/fontkit 1.1) because
 * the fork writes TrueType subsets with a corrupt `loca` table: most glyphs render blank
 * (decision 011). Shaping with the default features is a pure function of the string, so its
 * result is kept and shared (pdf-lib only reads it).
 */
function forPdfLib(font: fontkit.Font): PdfLibFont {
  const createSubset = font.createSubset.bind(font);
  const layout = font.layout.bind(font);
  const shaped = new LRUCache<string, GlyphRun>({ max: SHAPED_STRINGS });
  return Object.assign(font, {
    createSubset: () => {
      const subset = createSubset();
      return Object.assign(subset, { encodeStream: () => Readable.from([subset.encode()]) });
    },
    layout: (text: string, ...options: unknown[]): GlyphRun => {
      if (options.some((option) => option !== undefined)) {
        return (layout as (...args: unknown[]) => GlyphRun)(text, ...options);
      }
      let run = shaped.get(text);
      if (!run) {
        run = layout(text);
        shaped.set(text, run);
      }
      return run;
    },
  });
}
