import { apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/**
 * GET /api/download/{id} (product.md §5.3, signed in): the PDF of one of the user's bookings or
 * purchases, saved as {id}.pdf. Throws when the call fails; callers only log it.
 */
export async function downloadDocument(id: string): Promise<void> {
  const res = await apiRequest('GET', `/api/download/${encodeURIComponent(id)}`);
  saveFile(await res.blob(), `${id}.pdf`);
}
