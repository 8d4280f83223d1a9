import { keysByFirstWord } from './build-name-index';
import { cityNameKeys } from './city-name-keys';
import { haversineKm } from './haversine';
import { MAIN_AIRPORTS } from './main-airports';
import type { Airport, AirportSize } from './read-airports';
import { CITY_FLAGS, type CityColumns } from './read-cities';

/** An airport named after a city serves it this far out (Narita is 60 km from Tokyo). */
const NAMED_CITY_RADIUS_KM = 75;
/** Otherwise it serves a town of some size this close (and a longer name's match, too). */
const TOWN_RADIUS_KM = 30;
const TOWN_MIN_POPULATION = 10_000;
/** A capital without an airport of its own flies from one this close (Manama, Valletta). */
const CAPITAL_AIRPORT_RADIUS_KM = 50;
const GRID_DEGREES = 1;
const KM_PER_DEGREE = 111.32;
const SIZE_RANK: Readonly<Record<AirportSize, number>> = { large: 0, medium: 1, small: 2 };

export type AirportJoin = {
  /** City index → the IATA code of its main airport. */
  airportOfCity: Map<number, string>;
  /** IATA code → the city index it serves, for every airport that found one. */
  cityOfAirport: Map<string, number>;
};

function latOf(cities: CityColumns, i: number): number {
  return (cities.latE5[i] ?? 0) / 1e5;
}
function lonOf(cities: CityColumns, i: number): number {
  return (cities.lonE5[i] ?? 0) / 1e5;
}

function gridKey(latCell: number, lonCell: number): number {
  return latCell * 1000 + lonCell;
}

/** Cities a traveller would call a town of some size, bucketed by 1° cells. */
function buildTownGrid(cities: CityColumns): Map<number, number[]> {
  const grid = new Map<number, number[]>();
  for (let i = 0; i < cities.count; i++) {
    if ((cities.population[i] ?? 0) < TOWN_MIN_POPULATION) continue;
    if ((cities.flags[i] ?? 0) & CITY_FLAGS.section) continue;
    const key = gridKey(
      Math.floor(latOf(cities, i) / GRID_DEGREES),
      Math.floor(lonOf(cities, i) / GRID_DEGREES),
    );
    const cell = grid.get(key);
    if (cell) cell.push(i);
    else grid.set(key, [i]);
  }
  return grid;
}

export function joinAirports(
  cities: CityColumns,
  airports: readonly Airport[],
  nameIndex: ReadonlyMap<string, readonly number[]>,
): AirportJoin {
  const grid = buildTownGrid(cities);
  const isSection = (i: number) => ((cities.flags[i] ?? 0) & CITY_FLAGS.section) !== 0;
  const inCountry = (i: number, codes: readonly string[] | undefined) =>
    !codes || codes.includes(cities.countryCodes[cities.countryIndex[i] ?? 0] ?? '');
  const distanceTo = (i: number, airport: Airport) =>
    haversineKm(airport.latitude, airport.longitude, latOf(cities, i), lonOf(cities, i));

  // "Frankfurt" is GeoNames' "Frankfurt am Main": names that start with the airport's city.
  const longerKeys = keysByFirstWord(nameIndex.keys());

  function nearestOf(
    candidates: Iterable<number>,
    airport: Airport,
    codes: readonly string[] | undefined,
    radiusKm: number,
  ): number {
    let best = -1;
    let bestKm = radiusKm;
    for (const i of candidates) {
      if (isSection(i) || !inCountry(i, codes)) continue;
      const km = distanceTo(i, airport);
      if (km <= bestKm) {
        best = i;
        bestKm = km;
      }
    }
    return best;
  }

  function namedCity(airport: Airport, codes: readonly string[] | undefined, name: string) {
    const keys = cityNameKeys(name);
    const exact = nearestOf(
      keys.flatMap((key) => nameIndex.get(key) ?? []),
      airport,
      codes,
      NAMED_CITY_RADIUS_KM,
    );
    if (exact >= 0) return exact;
    const longer = keys.flatMap((key) =>
      (longerKeys.get(key.split(' ')[0] ?? '') ?? [])
        .filter((cityKey) => cityKey.startsWith(`${key} `))
        .flatMap((cityKey) => nameIndex.get(cityKey) ?? []),
    );
    return nearestOf(longer, airport, codes, TOWN_RADIUS_KM);
  }

  // A big city a little further beats a small town next to the runway: Genève over Meyrin.
  function pullOfNearbyTown(airport: Airport, codes: readonly string[] | undefined) {
    const latCell = Math.floor(airport.latitude / GRID_DEGREES);
    const lonCell = Math.floor(airport.longitude / GRID_DEGREES);
    const cos = Math.max(0.05, Math.cos((airport.latitude * Math.PI) / 180));
    const lonSpan = Math.ceil(TOWN_RADIUS_KM / (KM_PER_DEGREE * cos * GRID_DEGREES));
    let best = -1;
    let bestPull = 0;
    for (let dLat = -1; dLat <= 1; dLat++) {
      for (let dLon = -lonSpan; dLon <= lonSpan; dLon++) {
        for (const i of grid.get(gridKey(latCell + dLat, lonCell + dLon)) ?? []) {
          if (!inCountry(i, codes)) continue;
          const km = distanceTo(i, airport);
          if (km > TOWN_RADIUS_KM) continue;
          const pull = (cities.population[i] ?? 0) / Math.max(1, km) ** 2;
          if (pull > bestPull) {
            best = i;
            bestPull = pull;
          }
        }
      }
    }
    return best;
  }

  const codesByCountry = new Map<string, readonly string[]>();
  const countryCodesOf = (airport: Airport): readonly string[] | undefined => {
    if (!airport.country) return undefined;
    let codes = codesByCountry.get(airport.country);
    if (!codes) {
      codes = [airport.country];
      codesByCountry.set(airport.country, codes);
    }
    return codes;
  };

  /** The most populous town within NAMED_CITY_RADIUS_KM of the airport, in its country. */
  function largestNear(airport: Airport, codes: readonly string[] | undefined) {
    const latCell = Math.floor(airport.latitude / GRID_DEGREES);
    const lonCell = Math.floor(airport.longitude / GRID_DEGREES);
    const cos = Math.max(0.05, Math.cos((airport.latitude * Math.PI) / 180));
    const latSpan = Math.ceil(NAMED_CITY_RADIUS_KM / (KM_PER_DEGREE * GRID_DEGREES));
    const lonSpan = Math.ceil(NAMED_CITY_RADIUS_KM / (KM_PER_DEGREE * cos * GRID_DEGREES));
    let best = -1;
    for (let dLat = -latSpan; dLat <= latSpan; dLat++) {
      for (let dLon = -lonSpan; dLon <= lonSpan; dLon++) {
        for (const i of grid.get(gridKey(latCell + dLat, lonCell + dLon)) ?? []) {
          if (!inCountry(i, codes) || distanceTo(i, airport) > NAMED_CITY_RADIUS_KM) continue;
          if (best < 0 || (cities.population[i] ?? 0) > (cities.population[best] ?? 0)) best = i;
        }
      }
    }
    return best;
  }

  const cityOfAirport = new Map<string, number>();
  const servedBy = new Map<number, Airport[]>();
  const serve = (city: number, airport: Airport) => {
    const served = servedBy.get(city);
    if (!served) servedBy.set(city, [airport]);
    else if (!served.includes(airport)) served.push(airport);
  };
  for (const airport of airports) {
    const codes = countryCodesOf(airport);
    let city = airport.city ? namedCity(airport, codes, airport.city) : -1;
    // "Dallas-Fort Worth", "Harstad/Narvik": the airport serves the nearest city it names.
    if (city < 0 && /[-/,]/.test(airport.city)) {
      const parts = airport.city.split(/[-/,]/).filter((part) => part.trim() !== '');
      const named = parts.map((part) => namedCity(airport, codes, part)).filter((i) => i >= 0);
      city = nearestOf(named, airport, codes, NAMED_CITY_RADIUS_KM);
    }
    if (city < 0) city = pullOfNearbyTown(airport, codes);
    if (city < 0) continue;
    cityOfAirport.set(airport.iata, city);
    serve(city, airport);
    // OurAirports names the town the field lies in (Narita, Tokoname, Boryspil); the city it
    // serves is often among its other names ("Tokyo", "Kyiv")...
    for (const keyword of airport.keywords) {
      const named = namedCity(airport, codes, keyword);
      if (named >= 0) serve(named, airport);
    }
    // ...and a large airport serves the largest city in reach (Nagoya, Sendai, Delhi).
    if (airport.size === 'large') {
      const metropolis = largestNear(airport, codes);
      if (metropolis >= 0) serve(metropolis, airport);
    }
  }

  // A city's main airport: a known hub, then the larger (OurAirports' large over medium over
  // small), then not an air base, then "International" ("Internacional") in the name, then the nearest.
  const mainOf = (served: readonly Airport[], city: number): string | undefined => {
    const rank = (airport: Airport): number[] => [
      MAIN_AIRPORTS.has(airport.iata) ? 0 : 1,
      SIZE_RANK[airport.size],
      /\bair base\b/i.test(airport.name) ? 1 : 0,
      /\binter(?:national|nacional|continental)\b/i.test(airport.name) ? 0 : 1,
      distanceTo(city, airport),
    ];
    const ranked = served
      .map((airport) => ({ iata: airport.iata, rank: rank(airport) }))
      .sort((a, b) => {
        for (let k = 0; k < a.rank.length; k++) {
          const diff = (a.rank[k] ?? 0) - (b.rank[k] ?? 0);
          if (diff !== 0) return diff;
        }
        return 0;
      });
    return ranked[0]?.iata;
  };

  const airportOfCity = new Map<number, string>();
  for (const [city, served] of servedBy) {
    const main = mainOf(served, city);
    if (main) airportOfCity.set(city, main);
  }

  // Travellers pick the capital; its airport often lies in the next town (Bahrain
  // International in Muharraq, Entebbe for Kampala), or serves an island too small for the
  // town rule (Nauru, Grenada).
  for (let capital = 0; capital < cities.count; capital++) {
    if (!((cities.flags[capital] ?? 0) & CITY_FLAGS.capital) || airportOfCity.has(capital))
      continue;
    const country = cities.countryCodes[cities.countryIndex[capital] ?? 0] ?? '';
    const near = airports.filter(
      (airport) =>
        countryCodesOf(airport)?.includes(country) &&
        distanceTo(capital, airport) <= CAPITAL_AIRPORT_RADIUS_KM,
    );
    const main = mainOf(near, capital);
    if (main) airportOfCity.set(capital, main);
  }
  return { airportOfCity, cityOfAirport };
}
