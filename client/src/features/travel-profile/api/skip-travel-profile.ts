import { skipTravelProfileResponseSchema } from '@common/contracts/travel-profile';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/user/profile/skip: 'Skip for now' is kept for the account, so the questionnaire is
 * not offered again on the next visit, tab or device (the profile status then says `skipped`).
 */
export async function skipTravelProfile(): Promise<void> {
  const res = await apiRequest('POST', '/api/user/profile/skip', {});
  skipTravelProfileResponseSchema.parse(await res.json());
}
