import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@common/constants';
import { popularDestinationsResponseSchema, type PopularDestination } from '@common/contracts/blog';
import { apiRequest } from '@/lib/api-client';
import { refetchOnReturn } from '../utils/refetch-on-return';

/** GET /api/blog/popular?lang=: destinations with their inquiry counts. */
export async function getPopularDestinations(lang: Language): Promise<PopularDestination[]> {
  const res = await apiRequest('GET', `/api/blog/popular?${new URLSearchParams({ lang })}`);
  return popularDestinationsResponseSchema.parse(await res.json());
}

export function popularDestinationsQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['/api/blog/popular', lang],
    queryFn: () => getPopularDestinations(lang),
    refetchOnMount: refetchOnReturn,
  });
}

export function usePopularDestinations(lang: Language) {
  return useQuery(popularDestinationsQueryOptions(lang));
}
