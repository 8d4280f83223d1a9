import { describe, expect, it } from 'vitest';
import { buildNameIndex } from './build-name-index';
import { joinAirports } from './join-airports';
import type { Airport } from './read-airports';
import { CITY_FLAGS, type CityColumns } from './read-cities';

type Place = {
  name: string;
  country: string;
  lat: number;
  lon: number;
  population: number;
  capital?: boolean;
  section?: boolean;
};

function columns(places: Place[]): CityColumns {
  const countryCodes = [...new Set(places.map((place) => place.country))];
  return {
    count: places.length,
    names: places.map((place) => place.name),
    countryCodes,
    countryIndex: Uint16Array.from(places.map((place) => countryCodes.indexOf(place.country))),
    latE5: Int32Array.from(places.map((place) => Math.round(place.lat * 1e5))),
    lonE5: Int32Array.from(places.map((place) => Math.round(place.lon * 1e5))),
    population: Uint32Array.from(places.map((place) => place.population)),
    flags: Uint8Array.from(
      places.map(
        (place) =>
          (place.capital ? CITY_FLAGS.capital : 0) | (place.section ? CITY_FLAGS.section : 0),
      ),
    ),
  };
}

function airport(
  iata: string,
  name: string,
  city: string,
  country: string,
  lat: number,
  lon: number,
  more: Partial<Pick<Airport, 'size' | 'keywords'>> = {},
): Airport {
  return {
    iata,
    name,
    city,
    country,
    size: 'medium',
    keywords: [],
    latitude: lat,
    longitude: lon,
    ...more,
  };
}

function join(places: Place[], airports: Airport[]) {
  const cities = columns(places);
  const { airportOfCity, cityOfAirport } = joinAirports(cities, airports, buildNameIndex(cities));
  const cityOf = (iata: string) => {
    const i = cityOfAirport.get(iata);
    return i === undefined ? undefined : cities.names[i];
  };
  const airportOf = (name: string) => airportOfCity.get(cities.names.indexOf(name)) ?? '';
  return { cityOf, airportOf };
}

describe('joinAirports', () => {
  it('joins an airport to the city it names, in its country, within reach', () => {
    const { cityOf } = join(
      [
        {
          name: 'Paris',
          country: 'FR',
          lat: 48.853,
          lon: 2.349,
          population: 2_138_551,
          capital: true,
        },
        { name: 'Paris', country: 'US', lat: 33.661, lon: -95.556, population: 24_782 },
        { name: 'Roissy-en-France', country: 'FR', lat: 49.004, lon: 2.517, population: 2_800 },
      ],
      [
        airport('CDG', 'Charles de Gaulle International Airport', 'Paris', 'FR', 49.013, 2.55),
        airport('PRX', 'Cox Field', 'Paris', 'US', 33.637, -95.451),
      ],
    );
    expect(cityOf('CDG')).toBe('Paris');
    expect(cityOf('PRX')).toBe('Paris');
  });

  it('matches names without case or accents, "City" or a region', () => {
    const { cityOf } = join(
      [
        { name: 'São Paulo', country: 'BR', lat: -23.548, lon: -46.636, population: 10_021_295 },
        { name: 'New York City', country: 'US', lat: 40.714, lon: -74.006, population: 8_175_133 },
        { name: 'Washington, D.C.', country: 'US', lat: 38.895, lon: -77.036, population: 601_723 },
      ],
      [
        airport('GRU', 'Guarulhos International Airport', 'Sao Paulo', 'BR', -23.436, -46.473),
        airport('JFK', 'John F Kennedy International Airport', 'New York', 'US', 40.64, -73.779),
        airport(
          'DCA',
          'Ronald Reagan Washington National Airport',
          'Washington',
          'US',
          38.852,
          -77.038,
        ),
      ],
    );
    expect(cityOf('GRU')).toBe('São Paulo');
    expect(cityOf('JFK')).toBe('New York City');
    expect(cityOf('DCA')).toBe('Washington, D.C.');
  });

  it('reaches a named city up to 75 km out, as Narita does Tokyo', () => {
    const { cityOf } = join(
      [
        {
          name: 'Tokyo',
          country: 'JP',
          lat: 35.69,
          lon: 139.692,
          population: 8_336_599,
          capital: true,
        },
        { name: 'Narita', country: 'JP', lat: 35.783, lon: 140.317, population: 131_190 },
        { name: 'Osaka', country: 'JP', lat: 34.694, lon: 135.502, population: 2_592_413 },
      ],
      [
        airport('NRT', 'Narita International Airport', 'Tokyo', 'JP', 35.765, 140.386),
        // Named after Tokyo but 400 km away: not Tokyo's.
        airport('XXX', 'Far Airport', 'Tokyo', 'JP', 34.7, 135.5),
      ],
    );
    expect(cityOf('NRT')).toBe('Tokyo');
    expect(cityOf('XXX')).toBe('Osaka');
  });

  it('finds a longer GeoNames name that starts with the airport city', () => {
    const { cityOf } = join(
      [
        { name: 'Frankfurt am Main', country: 'DE', lat: 50.116, lon: 8.684, population: 650_000 },
        { name: 'Kelsterbach', country: 'DE', lat: 50.062, lon: 8.53, population: 13_836 },
        { name: 'Frankfurt (Oder)', country: 'DE', lat: 52.342, lon: 14.553, population: 61_969 },
      ],
      [airport('FRA', 'Frankfurt am Main International Airport', 'Frankfurt', 'DE', 50.033, 8.571)],
    );
    expect(cityOf('FRA')).toBe('Frankfurt am Main');
  });

  it('otherwise joins the town within 30 km that pulls most (population over distance squared)', () => {
    // Runwayville is 2 km from the runway, Bigtown 5 km but nine times larger.
    const { cityOf } = join(
      [
        { name: 'Bigtown', country: 'CH', lat: 46.2, lon: 6.14, population: 183_981 },
        { name: 'Runwayville', country: 'CH', lat: 46.256, lon: 6.12, population: 19_772 },
        { name: 'Hamlet', country: 'CH', lat: 46.239, lon: 6.108, population: 2_000 },
        { name: 'Across the border', country: 'FR', lat: 46.24, lon: 6.11, population: 90_000 },
      ],
      [airport('GVX', 'Cointrin Airport', 'Nowhere Of That Name', 'CH', 46.238, 6.109)],
    );
    expect(cityOf('GVX')).toBe('Bigtown');
  });

  it('leaves an airport with no city in reach unjoined', () => {
    const { cityOf } = join(
      [{ name: 'Faraway', country: 'AU', lat: -33.9, lon: 151.2, population: 50_000 }],
      [airport('OUT', 'Outback Strip', 'Nowhere', 'AU', -25, 133)],
    );
    expect(cityOf('OUT')).toBeUndefined();
  });

  it('gives a city its main airport: a known hub, the larger, then "International", then the nearest', () => {
    const { airportOf } = join(
      [
        {
          name: 'London',
          country: 'GB',
          lat: 51.509,
          lon: -0.126,
          population: 7_556_900,
          capital: true,
        },
        {
          name: 'Paris',
          country: 'FR',
          lat: 48.853,
          lon: 2.349,
          population: 2_138_551,
          capital: true,
        },
        {
          name: 'Doha',
          country: 'QA',
          lat: 25.286,
          lon: 51.533,
          population: 344_939,
          capital: true,
        },
        { name: 'Chicago', country: 'US', lat: 41.85, lon: -87.65, population: 2_720_546 },
      ],
      [
        airport('LCY', 'London City Airport', 'London', 'GB', 51.505, 0.055),
        airport('LHR', 'London Heathrow Airport', 'London', 'GB', 51.471, -0.462, {
          size: 'large',
        }),
        airport('ORY', 'Paris-Orly Airport', 'Paris', 'FR', 48.723, 2.379, { size: 'large' }),
        airport('CDG', 'Charles de Gaulle International Airport', 'Paris', 'FR', 49.013, 2.55, {
          size: 'large',
        }),
        airport('IUD', 'Al Udeid Air Base', 'Doha', 'QA', 25.117, 51.315),
        airport('DOH', 'Hamad International Airport', 'Doha', 'QA', 25.261, 51.565),
        // Midway is nearer and as large: O'Hare is a hub named by hand.
        airport('MDW', 'Chicago Midway International Airport', 'Chicago', 'US', 41.786, -87.752, {
          size: 'large',
        }),
        airport('ORD', "Chicago O'Hare International Airport", 'Chicago', 'US', 41.979, -87.905, {
          size: 'large',
        }),
      ],
    );
    expect(airportOf('London')).toBe('LHR');
    expect(airportOf('Paris')).toBe('CDG');
    expect(airportOf('Doha')).toBe('DOH');
    expect(airportOf('Chicago')).toBe('ORD');
  });

  it('also gives an airport to the city its other names name, and a large one to the largest city in reach', () => {
    const { cityOf, airportOf } = join(
      [
        { name: 'Kochi', country: 'JP', lat: 33.559, lon: 133.531, population: 340_000 },
        { name: 'Nankoku', country: 'JP', lat: 33.576, lon: 133.641, population: 47_982 },
        { name: 'Nagoya', country: 'JP', lat: 35.181, lon: 136.906, population: 2_191_279 },
        { name: 'Tokoname', country: 'JP', lat: 34.886, lon: 136.842, population: 57_000 },
      ],
      [
        // OurAirports names the town the field lies in.
        airport('KCZ', 'Kochi Ryoma Airport', 'Nankoku', 'JP', 33.546, 133.669, {
          keywords: ['Kochi', 'Nankoku'],
        }),
        airport('NGO', 'Chubu Centrair International Airport', 'Tokoname', 'JP', 34.858, 136.805, {
          size: 'large',
        }),
      ],
    );
    expect(cityOf('KCZ')).toBe('Nankoku');
    expect(airportOf('Kochi')).toBe('KCZ');
    expect(cityOf('NGO')).toBe('Tokoname');
    expect(airportOf('Nagoya')).toBe('NGO');
  });

  it('lends a capital without an airport the nearest one in its country', () => {
    const { cityOf, airportOf } = join(
      [
        {
          name: 'Manama',
          country: 'BH',
          lat: 26.215,
          lon: 50.583,
          population: 147_074,
          capital: true,
        },
        { name: 'Al Muharraq', country: 'BH', lat: 26.257, lon: 50.612, population: 97_458 },
      ],
      [airport('BAH', 'Bahrain International Airport', 'BH', 'BH', 26.271, 50.634)],
    );
    expect(cityOf('BAH')).toBe('Al Muharraq');
    expect(airportOf('Al Muharraq')).toBe('BAH');
    expect(airportOf('Manama')).toBe('BAH');
  });

  it('never joins a section of a city (a district) by name', () => {
    const { cityOf } = join(
      [
        { name: 'Bigcity', country: 'IN', lat: 19.07, lon: 72.88, population: 12_691_836 },
        {
          name: 'Airport Quarter',
          country: 'IN',
          lat: 19.09,
          lon: 72.87,
          population: 500_000,
          section: true,
        },
      ],
      [airport('BQQ', 'Some International Airport', 'Airport Quarter', 'IN', 19.089, 72.868)],
    );
    expect(cityOf('BQQ')).toBe('Bigcity');
  });
});
