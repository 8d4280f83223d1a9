import type { ItineraryPdfRequest } from '@common/contracts/itinerary';
import { apiRequest } from '@/lib/api-client';

/** POST /api/itinerary/pdf (public): the itinerary's lines typeset as a PDF. */
export async function createItineraryPdf(body: ItineraryPdfRequest): Promise<Blob> {
  const res = await apiRequest('POST', '/api/itinerary/pdf', body);
  return res.blob();
}
