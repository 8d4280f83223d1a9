import { queryOptions } from '@tanstack/react-query';
import { getCarsResponseSchema, type GetCarsResponse } from '@common/contracts/travel-catalogue';
import { apiRequest } from '@/lib/api-client';

/** GET /api/travel/cars/{city}?country=: the city's sample car rentals (product.md §4.5). */
export async function getCars(city: string, country?: string): Promise<GetCarsResponse> {
  const search = country ? `?${new URLSearchParams({ country }).toString()}` : '';
  const res = await apiRequest('GET', `/api/travel/cars/${encodeURIComponent(city)}${search}`);
  return getCarsResponseSchema.parse(await res.json());
}

export function carsQueryOptions(city: string, country?: string) {
  return queryOptions({
    queryKey: ['/api/travel/cars', city, { country }],
    queryFn: () => getCars(city, country),
  });
}
