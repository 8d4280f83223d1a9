// pdfkit (0.20) takes a font fontkit has already parsed, in `registerFont` and `font`;
// @types/pdfkit (0.17) only lists a file name or the font's bytes.
import type { Font } from 'fontkit';

declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
  }
}

export {};
