import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TripCity } from '@common/trip';
import { distanceQueryOptions } from '@/features/trip-planning/api/get-distance';
import { distanceKey, distancePairs, tripRoute } from '@/features/trip-planning/utils/trip-route';

/**
 * The legs and total of a route (product.md §4.2): each pair of consecutive
 * distinct cities asked once of GET /api/distance; a failed lookup counts as 0 km.
 *
 * One query for the route over one cached query per pair (a pair is never asked twice), not
 * useQueries: that hook and its observer would ship in the first page's bundle (~1.5 KB).
 */
export function useRouteDistances(cities: readonly (TripCity | null)[]) {
  const queryClient = useQueryClient();
  const pairs = distancePairs(cities);
  const legs = pairs.map((pair) => ({
    ...distanceQueryOptions(pair),
    // The distance between two places does not change.
    staleTime: Infinity,
  }));
  const { data, isPending, isPlaceholderData } = useQuery({
    queryKey: ['/api/distance', 'route', legs.map((leg) => leg.queryKey)],
    queryFn: (): Promise<(number | undefined)[]> =>
      Promise.all(legs.map((leg) => queryClient.fetchQuery(leg))),
    staleTime: Infinity,
    // The legs already known show at once; the others count 0 until they come.
    placeholderData: () => legs.map((leg) => queryClient.getQueryData(leg.queryKey)),
  });
  const distances = new Map(
    pairs.map((pair, index) => [distanceKey(pair.from, pair.to), data?.[index] ?? 0]),
  );
  return {
    route: tripRoute(cities, distances),
    loading: isPending || isPlaceholderData,
  };
}
