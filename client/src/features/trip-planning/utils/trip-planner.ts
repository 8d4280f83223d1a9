import { PLANNER_CITIES, type TripCity } from '@common/trip';
import { hasAirport, sameCity } from './trip-cities';

// The multi-city planner's rules (product.md §4.2): 2 to 5 cities; the first, second and last need
// an airport (intermediate ones can be any city); a city cannot equal the one before it.

export type PlannerIssue = 'empty' | 'noAirport' | 'sameAsPrevious';

/** Whether the city at `index` of `count` must have an airport. */
export function needsAirport(index: number, count: number): boolean {
  return index === 0 || index === 1 || index === count - 1;
}

/** What is wrong with each entry, in order; null where nothing is. */
export function plannerIssues(entries: readonly (TripCity | null)[]): (PlannerIssue | null)[] {
  return entries.map((city, index) => {
    if (city === null) return 'empty';
    const previous = index > 0 ? entries[index - 1] : null;
    if (previous && sameCity(previous, city)) return 'sameAsPrevious';
    if (needsAirport(index, entries.length) && !hasAirport(city)) return 'noAirport';
    return null;
  });
}

/** Continue is possible: 2 to 5 cities, none empty or breaking a rule, nothing loading. */
export function plannerComplete(entries: readonly (TripCity | null)[], loading: boolean): boolean {
  return (
    !loading &&
    entries.length >= PLANNER_CITIES.min &&
    entries.length <= PLANNER_CITIES.max &&
    plannerIssues(entries).every((issue) => issue === null)
  );
}
