import type { TravelDocument } from '../documents/travel-document';

/**
 * Renders the PDF a confirmation mail carries. The server passes its PDF threads
 * (`app.pdf.document`, domain/documents/pdf-pool.ts), so mail never typesets on the HTTP thread.
 */
export type RenderAttachmentPdf = (
  document: TravelDocument,
  verifyUrl: string,
) => Promise<Uint8Array>;
