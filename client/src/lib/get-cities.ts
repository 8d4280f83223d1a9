import { queryOptions } from '@tanstack/react-query';
import { getCitiesResponseSchema, type City } from '@common/contracts/geography';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/cities/{country}?includeAll= (product.md §4.1): the cities of the country, named by
 * its English name lowercased, the most populous first. includeAll=false: cities with an airport
 * and the capital; true: every city, for ground legs.
 */
export async function getCities(country: string, includeAll: boolean): Promise<City[]> {
  const query = new URLSearchParams({ includeAll: String(includeAll) });
  const res = await apiRequest(
    'GET',
    `/api/cities/${encodeURIComponent(country.trim().toLowerCase())}?${query.toString()}`,
  );
  return getCitiesResponseSchema.parse(await res.json());
}

export function citiesQueryOptions(country: string, includeAll: boolean) {
  return queryOptions({
    queryKey: ['/api/cities', country.trim().toLowerCase(), { includeAll }],
    queryFn: () => getCities(country, includeAll),
  });
}
