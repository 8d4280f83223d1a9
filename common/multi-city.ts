import { FLIGHT_SUGGESTION_MIN_KM } from './constants';

// The multi-city rule of product.md §4.2: legs join consecutive distinct cities, blanks are
// ignored, and each leg suggests a flight (200 km or more) or ground transport (under 200, above
// 0). Distances come from GET /api/distance, so this stays free of geography.

/**
 * 'unknown' when the distance is 0: the client's stand-in for a failed lookup (product.md §4.2).
 */
export type LegTravel = 'flight' | 'ground' | 'unknown';

export type RouteLeg = { from: string; to: string; distanceKm: number; travel: LegTravel };

export type MultiCityRoute = {
  legs: RouteLeg[];
  /** Sum of the legs' km. */
  totalKm: number;
  flightLegs: number;
  groundLegs: number;
};

const sameCity = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The travel a leg of this many km suggests. */
export function legTravel(distanceKm: number): LegTravel {
  if (distanceKm >= FLIGHT_SUGGESTION_MIN_KM) return 'flight';
  return distanceKm > 0 ? 'ground' : 'unknown';
}

/**
 * The pairs of cities to ask distances for: blank entries dropped, a city repeated right after
 * itself counted once. None unless at least two distinct cities remain.
 */
export function routePairs(cities: readonly string[]): [from: string, to: string][] {
  const stops: string[] = [];
  for (const city of cities) {
    const name = city.trim();
    const previous = stops[stops.length - 1];
    if (name === '' || (previous !== undefined && sameCity(previous, name))) continue;
    stops.push(name);
  }
  return stops.slice(1).map((to, i): [string, string] => [stops[i] ?? '', to]);
}

/** The legs and totals of a route; `distanceKm` answers for each pair routePairs gives. */
export function planMultiCityRoute(
  cities: readonly string[],
  distanceKm: (from: string, to: string) => number,
): MultiCityRoute {
  const legs = routePairs(cities).map(([from, to]): RouteLeg => {
    const asked = distanceKm(from, to);
    const km = Number.isFinite(asked) ? Math.max(0, Math.round(asked)) : 0;
    return { from, to, distanceKm: km, travel: legTravel(km) };
  });
  return {
    legs,
    totalKm: legs.reduce((sum, leg) => sum + leg.distanceKm, 0),
    flightLegs: legs.filter((leg) => leg.travel === 'flight').length,
    groundLegs: legs.filter((leg) => leg.travel === 'ground').length,
  };
}
