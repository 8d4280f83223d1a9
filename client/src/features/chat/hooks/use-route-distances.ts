import { useQueries } from '@tanstack/react-query';
import type { MultiCityRoute } from '@common/multi-city';
import type { TripCity } from '@common/trip';
import { distanceQueryOptions } from '@/features/chat/api/get-distance';
import { distanceKey, distancePairs, tripRoute } from '@/features/chat/utils/trip-route';

/**
 * The legs and total of a route (flows §4 Multi-city distances): each pair of consecutive
 * distinct cities asked once of GET /api/distance; a failed lookup counts as 0 km.
 */
export function useRouteDistances(cities: readonly (TripCity | null)[]): {
  route: MultiCityRoute;
  loading: boolean;
} {
  const pairs = distancePairs(cities);
  const results = useQueries({
    queries: pairs.map((pair) => ({
      ...distanceQueryOptions({
        from: pair.from,
        to: pair.to,
        fromCountry: pair.fromCountry || undefined,
        toCountry: pair.toCountry || undefined,
      }),
      // The distance between two places does not change.
      staleTime: Infinity,
    })),
  });
  const distances = new Map<string, number>();
  pairs.forEach((pair, index) => {
    distances.set(distanceKey(pair.from, pair.to), results[index]?.data ?? 0);
  });
  return {
    route: tripRoute(cities, distances),
    loading: results.some((result) => result.isPending),
  };
}
