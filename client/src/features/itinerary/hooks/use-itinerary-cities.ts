import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { citiesQueryOptions } from '@/lib/get-cities';
import { countriesQueryOptions } from '@/lib/get-countries';
import { cityListCountry, type TripCountry } from '@/lib/trip-country';

/**
 * The cities an itinerary visits: the given ones (chosen cities first), or when none are given
 * the destination's cities with an airport, the most populous first (decision 012). Asked by
 * the country's English name, lowercased (product.md §4.1). While loading, or when the list cannot
 * be had, `cities` is empty and the plan falls back to the destination itself. Not asked while
 * `enabled` is false (the chosen cities are still loading).
 */
export function useItineraryCities(
  destination: TripCountry,
  given: readonly string[],
  enabled = true,
) {
  const queryClient = useQueryClient();
  const needed = given.length === 0;
  const query = useQuery({
    // The key the trip panels use for the same list, so a list they loaded is reused.
    queryKey: [
      '/api/cities',
      { code: destination.code, name: destination.name, includeAll: false },
    ],
    queryFn: async () => {
      const english = await queryClient
        .fetchQuery(countriesQueryOptions('en'))
        .catch(() => undefined);
      return queryClient.fetchQuery(
        citiesQueryOptions(cityListCountry(destination, english), false),
      );
    },
    enabled: enabled && needed && destination.code !== '',
    retry: 1,
  });
  const fetched = useMemo(() => query.data?.map((city) => city.name) ?? [], [query.data]);
  if (!needed) return { cities: given, loading: false };
  return { cities: fetched, loading: query.isPending };
}
