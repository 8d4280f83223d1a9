import { apiRequest } from '@/lib/api-client';

/** How long the object URL of a downloaded PDF lives after the save starts. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * GET /api/download/{id} (flows §7, signed in): the PDF of one of the user's bookings or
 * purchases, saved as {id}.pdf. Throws when the call fails; callers only log it (flows §8).
 */
export async function downloadDocument(id: string): Promise<void> {
  const res = await apiRequest('GET', `/api/download/${encodeURIComponent(id)}`);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${id}.pdf`;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the save in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
