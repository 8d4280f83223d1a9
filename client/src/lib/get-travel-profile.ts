import { useQuery } from '@tanstack/react-query';
import { travelProfileSchema, type TravelProfile } from '@common/contracts/travel-profile';
import { apiRequest } from '@/lib/api-client';
import { findApiError } from '@/lib/api-error';

/** The dashboard and the questionnaire (which asks only what it lacks) share this query. */
export const travelProfileQueryKey = ['/api/user/profile'] as const;

/** GET /api/user/profile (product.md §8.5); null when the user has none (404). */
export async function getTravelProfile(): Promise<TravelProfile | null> {
  try {
    const res = await apiRequest('GET', '/api/user/profile');
    return travelProfileSchema.parse(await res.json());
  } catch (error) {
    if (findApiError(error)?.status === 404) return null;
    throw error;
  }
}

/**
 * Asked only when the profile status says there is one (a 404 is logged by the browser), and
 * afresh whenever a page or the questionnaire starts asking: the chat fills answers between.
 */
export function useTravelProfile({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: travelProfileQueryKey,
    queryFn: getTravelProfile,
    enabled,
    refetchOnMount: 'always',
    staleTime: 0,
  });
}
