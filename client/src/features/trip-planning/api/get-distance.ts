import { queryOptions } from '@tanstack/react-query';
import { getDistanceResponseSchema } from '@common/contracts/geography';
import { apiRequest } from '@/lib/api-client';

export type DistanceQuery = {
  from: string;
  to: string;
  /** ISO2 or the English name; settles names several countries share. */
  fromCountry?: string;
  toCountry?: string;
};

/**
 * GET /api/distance/{from}/{to}?fromCountry=&toCountry=: the great-circle km, rounded. A failed
 * lookup (unknown city, network) is 0 (product.md §4.2); the error is only logged.
 */
export async function getDistance(query: DistanceQuery): Promise<number> {
  const params = new URLSearchParams();
  if (query.fromCountry) params.set('fromCountry', query.fromCountry);
  if (query.toCountry) params.set('toCountry', query.toCountry);
  const search = params.size > 0 ? `?${params.toString()}` : '';
  try {
    const res = await apiRequest(
      'GET',
      `/api/distance/${encodeURIComponent(query.from)}/${encodeURIComponent(query.to)}${search}`,
    );
    return getDistanceResponseSchema.parse(await res.json()).distance;
  } catch (error) {
    console.error(`Distance from ${query.from} to ${query.to} failed`, error);
    return 0;
  }
}

export function distanceQueryOptions(query: DistanceQuery) {
  return queryOptions({
    queryKey: ['/api/distance', query],
    queryFn: () => getDistance(query),
  });
}
