import { CITIES } from '../countries/cities';
import { cityNameKeys } from './city-name-keys';
import type { CityColumns } from './read-cities';

/**
 * Name key → city indices, the most populous first. GeoNames often names a city in its own
 * language (Genève, Köln, Sevilla); the major cities AlgoTrip knows in en, es and zh
 * (countries/cities.ts) are added under those names too, so "Geneva", "Ginebra" and "日内瓦"
 * find Genève, and an airport in "Milano" finds Milan.
 */
export function buildNameIndex(cities: CityColumns): Map<string, number[]> {
  const index = new Map<string, number[]>();
  const add = (key: string, i: number) => {
    const found = index.get(key);
    if (!found) index.set(key, [i]);
    else if (!found.includes(i)) found.push(i);
  };
  for (let i = 0; i < cities.count; i++) {
    for (const key of cityNameKeys(cities.names[i] ?? '')) add(key, i);
  }

  const countryOf = (i: number) => cities.countryCodes[cities.countryIndex[i] ?? 0];
  const byPopulation = (a: number, b: number) =>
    (cities.population[b] ?? 0) - (cities.population[a] ?? 0);
  const longerKeys = keysByFirstWord(index.keys());
  // The largest city of the country with one of the names, else one whose name starts with
  // it ("Frankfurt" is GeoNames' "Frankfurt am Main").
  const findKnown = (keys: string[], code: string) => {
    const exact = keys.flatMap((key) => index.get(key) ?? []).filter((i) => countryOf(i) === code);
    if (exact.length > 0) return exact.sort(byPopulation)[0];
    const longer = keys
      .flatMap((key) =>
        (longerKeys.get(key.split(' ')[0] ?? key) ?? []).filter((other) =>
          other.startsWith(`${key} `),
        ),
      )
      .flatMap((key) => index.get(key) ?? [])
      .filter((i) => countryOf(i) === code);
    return longer.sort(byPopulation)[0];
  };
  const known: [string[], number][] = [];
  for (const city of CITIES) {
    const keys = [city.en, city.es, city.zh, ...(city.also ?? [])].flatMap(cityNameKeys);
    const i = findKnown(keys, city.code);
    if (i !== undefined) known.push([keys, i]);
  }
  for (const [keys, i] of known) for (const key of keys) add(key, i);

  for (const found of index.values()) if (found.length > 1) found.sort(byPopulation);
  return index;
}

/** Keys of more than one word by their first word, to find names that start with a key. */
export function keysByFirstWord(keys: Iterable<string>): Map<string, string[]> {
  const byFirst = new Map<string, string[]>();
  for (const key of keys) {
    const space = key.indexOf(' ');
    if (space < 0) continue;
    const first = key.slice(0, space);
    const found = byFirst.get(first);
    if (found) found.push(key);
    else byFirst.set(first, [key]);
  }
  return byFirst;
}
