import { STORAGE_KEYS } from '@common/constants';
import { resetTravelProfileResponseSchema } from '@common/contracts/travel-profile';
import { apiRequest } from '@/lib/api-client';
import { readStoredToken } from '@/lib/auth';

/**
 * POST /api/user/profile/reset (product.md §8.5), with the JSON content type and the bearer
 * token. Without a stored token it does nothing and says so in the log; true once reset. The
 * itinerary preferences kept in the browser go too, so a new itinerary starts afresh.
 */
export async function resetTravelProfile(): Promise<boolean> {
  const token = readStoredToken();
  if (!token) {
    console.error('No auth token found');
    return false;
  }
  const res = await apiRequest('POST', '/api/user/profile/reset', {}, { token });
  resetTravelProfileResponseSchema.parse(await res.json());
  try {
    window.localStorage.removeItem(STORAGE_KEYS.travelPreferences);
  } catch {
    // Unavailable storage holds no preferences.
  }
  return true;
}
