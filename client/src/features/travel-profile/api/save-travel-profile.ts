import {
  saveTravelProfileResponseSchema,
  type SaveTravelProfileRequest,
  type SaveTravelProfileResponse,
} from '@common/contracts/travel-profile';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/user/profile (product.md §7.3): the questionnaire's answers; the reference comes back.
 */
export async function saveTravelProfile(
  body: SaveTravelProfileRequest,
): Promise<SaveTravelProfileResponse> {
  const res = await apiRequest('POST', '/api/user/profile', body);
  return saveTravelProfileResponseSchema.parse(await res.json());
}
