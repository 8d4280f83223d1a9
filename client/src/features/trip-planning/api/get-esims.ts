import { queryOptions } from '@tanstack/react-query';
import { getEsimsResponseSchema, type GetEsimsResponse } from '@common/contracts/travel-catalogue';
import { apiRequest } from '@/lib/api-client';

/** GET /api/travel/esim/{country}: the country's sample eSIM plans (product.md §4.5). */
export async function getEsims(country: string): Promise<GetEsimsResponse> {
  const res = await apiRequest('GET', `/api/travel/esim/${encodeURIComponent(country)}`);
  return getEsimsResponseSchema.parse(await res.json());
}

export function esimsQueryOptions(country: string) {
  return queryOptions({
    queryKey: ['/api/travel/esim', country],
    queryFn: () => getEsims(country),
  });
}
