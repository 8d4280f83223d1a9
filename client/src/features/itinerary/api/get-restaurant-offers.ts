import { queryOptions } from '@tanstack/react-query';
import {
  getRestaurantsResponseSchema,
  type GetRestaurantsResponse,
} from '@common/contracts/travel-catalogue';
import { apiRequest } from '@/lib/api-client';

/** GET /api/travel/restaurants/{city}?country=: the city's sample offers (product.md §4.8). */
export async function getRestaurantOffers(
  city: string,
  country?: string,
): Promise<GetRestaurantsResponse> {
  const search = country ? `?${new URLSearchParams({ country }).toString()}` : '';
  const res = await apiRequest(
    'GET',
    `/api/travel/restaurants/${encodeURIComponent(city)}${search}`,
  );
  return getRestaurantsResponseSchema.parse(await res.json());
}

export function restaurantOffersQueryOptions(city: string, country?: string) {
  return queryOptions({
    queryKey: ['/api/travel/restaurants', city, { country }],
    queryFn: () => getRestaurantOffers(city, country),
  });
}
