import { apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/**
 * GET /api/download/{id} (flows §7, signed in): the PDF of one of the user's bookings or
 * purchases, saved as {id}.pdf. Throws when the call fails; callers only log it (flows §8).
 */
export async function downloadDocument(id: string): Promise<void> {
  const res = await apiRequest('GET', `/api/download/${encodeURIComponent(id)}`);
  saveFile(await res.blob(), `${id}.pdf`);
}
