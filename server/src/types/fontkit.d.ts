// fontkit 2 as this project uses it. pdf-lib's typings describe the font model pdf-lib reads
// (they were copied from fontkit's), so a parsed font is declared as that model; only the
// subset differs: fontkit 2 encodes it with `encode()` where pdf-lib expects `encodeStream()`
// (server/src/domain/documents/document-fonts.ts bridges the two).
declare module 'fontkit' {
  import type { PDFDocument } from 'pdf-lib';

  type PdfLibFont = ReturnType<Parameters<PDFDocument['registerFontkit']>[0]['create']>;
  type PdfLibSubset = ReturnType<PdfLibFont['createSubset']>;

  export type Subset = Omit<PdfLibSubset, 'encodeStream'> & { encode(): Uint8Array };
  export type Font = Omit<PdfLibFont, 'createSubset'> & { createSubset(): Subset };
  export type FontCollection = { type: 'TTC' | 'DFont'; fonts: Font[] };

  export function create(buffer: Uint8Array, postscriptName?: string): Font | FontCollection;
}
