import type { City } from '@common/contracts/geography';
import type { TripCity } from '@common/trip';

// The cities of the trip panels (product.md §4.1, §4.2): what a picker offers, how a pick is
// checked and how a typed search finds a city.

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The same city: the same name (ignoring case and accents) in the same country. */
export function sameCity(a: TripCity, b: TripCity): boolean {
  return a.country === b.country && fold(a.name) === fold(b.name);
}

/** The city's name in the reader's language when AlgoTrip knows it ("Roma", "罗马"), else its own. */
export function localCityName(city: Pick<City, 'name' | 'names'>, language: string): string {
  const local = language === 'es' || language === 'zh' ? city.names?.[language] : undefined;
  return local ?? city.name;
}

/** The part of a City a selection keeps. */
export function toTripCity(city: Pick<City, 'name' | 'country' | 'airport'>): TripCity {
  return { name: city.name, country: city.country, airport: city.airport };
}

export function hasAirport(city: Pick<TripCity, 'airport'>): boolean {
  return city.airport.trim() !== '';
}

/**
 * A picker's options (product.md §4.1): the country's cities without those already chosen
 * elsewhere. The picker's own value stays listed.
 */
export function citiesNotChosen<T extends TripCity>(
  cities: readonly T[],
  chosenElsewhere: readonly (TripCity | null)[],
): T[] {
  const taken = chosenElsewhere.filter((city): city is TripCity => city !== null);
  return cities.filter((city) => !taken.some((other) => sameCity(city, other)));
}

/**
 * cmdk's filter for a city picker: the keywords are the city's name then its airport code. A
 * name that starts with the search ranks first, then a later word, a substring, then the code.
 */
export function cityMatchScore(_value: string, search: string, keywords: string[] = []): number {
  const query = fold(search);
  if (query === '') return 1;
  const folded = keywords.map(fold);
  // Every keyword but the last is a name (the reader's, then the city's own); the last is the
  // airport code, matched only by its start.
  const names = folded.slice(0, -1);
  const code = folded.at(-1) ?? '';
  let best = 0;
  for (const [rank, name] of names.entries()) {
    // The reader's own name ranks a little above the same match in the city's own name.
    const weight = rank === 0 ? 0 : 0.05;
    if (name.startsWith(query)) best = Math.max(best, 1 - weight);
    else if (name.split(/[\s\-'’(),]+/).some((word) => word.startsWith(query))) {
      best = Math.max(best, 0.8 - weight);
    } else if (name.includes(query)) best = Math.max(best, 0.6 - weight);
  }
  if (best === 0 && code !== '' && code.startsWith(query)) return 0.4;
  return best;
}
