import type { ItineraryPdfRequest } from '@common/contracts/itinerary';
import { renderDocumentPdf } from './render-document-pdf';
import { renderItineraryPdf } from './render-itinerary-pdf';
import type { TravelDocument } from './travel-document';

// Runs in the PDF worker threads (pdf-pool.ts): typesetting is CPU work that must never hold
// the HTTP event loop. Each function is one task; the fonts load once per thread.

export function itinerary(itineraryRequest: ItineraryPdfRequest): Promise<Uint8Array> {
  return renderItineraryPdf(itineraryRequest);
}

export function document(task: {
  document: TravelDocument;
  verifyUrl: string;
}): Promise<Uint8Array> {
  return renderDocumentPdf(task.document, task.verifyUrl);
}
