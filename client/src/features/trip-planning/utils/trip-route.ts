import { planMultiCityRoute, routePairs, type MultiCityRoute } from '@common/multi-city';
import type { TripCity } from '@common/trip';
import type { DistanceQuery } from '@/features/trip-planning/api/get-distance';

// The distances a route needs (product.md §4.2): the pairs of consecutive
// distinct cities, each asked once of GET /api/distance with its countries, and the legs and
// total common/multi-city.ts makes of the answers.

/** The key a distance is stored under: the names, case and spaces aside. */
export function distanceKey(from: string, to: string): string {
  return `${from.trim().toLowerCase()}→${to.trim().toLowerCase()}`;
}

/** The pairs to ask distances for; blank (null) entries are ignored. */
export function distancePairs(cities: readonly (TripCity | null)[]): DistanceQuery[] {
  const chosen = cities.filter((city): city is TripCity => city !== null);
  const countryOf = (name: string) =>
    chosen.find((city) => city.name.trim().toLowerCase() === name.trim().toLowerCase())?.country;
  return routePairs(chosen.map((city) => city.name)).map(([from, to]) => ({
    from,
    to,
    fromCountry: countryOf(from),
    toCountry: countryOf(to),
  }));
}

/** The route's legs and total; a distance not (yet) known counts as 0. */
export function tripRoute(
  cities: readonly (TripCity | null)[],
  distances: ReadonlyMap<string, number>,
): MultiCityRoute {
  const names = cities.filter((city): city is TripCity => city !== null).map((city) => city.name);
  return planMultiCityRoute(names, (from, to) => distances.get(distanceKey(from, to)) ?? 0);
}
