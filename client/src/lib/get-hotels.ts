import { queryOptions } from '@tanstack/react-query';
import {
  getHotelsResponseSchema,
  type GetHotelsResponse,
} from '@common/contracts/travel-catalogue';
import { apiRequest } from '@/lib/api-client';

/** GET /api/travel/hotels/{city}?country=: the city's sample hotels (product.md §4.5). */
export async function getHotels(city: string, country?: string): Promise<GetHotelsResponse> {
  const search = country ? `?${new URLSearchParams({ country }).toString()}` : '';
  const res = await apiRequest('GET', `/api/travel/hotels/${encodeURIComponent(city)}${search}`);
  return getHotelsResponseSchema.parse(await res.json());
}

export function hotelsQueryOptions(city: string, country?: string) {
  return queryOptions({
    queryKey: ['/api/travel/hotels', city, { country }],
    queryFn: () => getHotels(city, country),
  });
}
