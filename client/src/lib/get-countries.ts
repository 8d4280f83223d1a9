import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@common/constants';
import { getCountriesResponseSchema, type CountryOption } from '@common/contracts/countries';
import { apiRequest } from '@/lib/api-client';

/** GET /api/countries?lang=: every country, named and sorted in the given language. */
export async function getCountries(lang: Language): Promise<CountryOption[]> {
  const query = new URLSearchParams({ lang });
  const res = await apiRequest('GET', `/api/countries?${query.toString()}`);
  return getCountriesResponseSchema.parse(await res.json()).countries;
}

export function countriesQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['/api/countries', { lang }],
    queryFn: () => getCountries(lang),
  });
}

/** The country picker's list in the UI language; fetched once per language. */
export function useCountries(lang: Language) {
  return useQuery(countriesQueryOptions(lang));
}
