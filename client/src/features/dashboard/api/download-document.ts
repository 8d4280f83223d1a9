import { apiRequest } from '@/lib/api-client';

const URL_LIFETIME_MS = 30_000;

/** GET /api/download/{id}: the PDF of a booking or purchase, saved as {id}.pdf (flows §7). */
export async function downloadDocument(id: string): Promise<void> {
  const res = await apiRequest('GET', `/api/download/${encodeURIComponent(id)}`);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `${id}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Released once the browser has surely taken the file.
    setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
  }
}
