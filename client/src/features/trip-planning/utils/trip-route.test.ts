import { describe, expect, it } from 'vitest';
import { distanceKey, distancePairs, tripRoute } from './trip-route';

const city = (name: string, country = 'FR') => ({ name, country, airport: '' });

describe('distancePairs', () => {
  it('asks for consecutive distinct cities with their countries, blanks ignored', () => {
    expect(distancePairs([city('Paris'), null, city('Lyon'), city('lyon'), city('Nice')])).toEqual([
      { from: 'Paris', to: 'Lyon', fromCountry: 'FR', toCountry: 'FR' },
      { from: 'Lyon', to: 'Nice', fromCountry: 'FR', toCountry: 'FR' },
    ]);
  });
  it('asks nothing with fewer than two distinct cities', () => {
    expect(distancePairs([city('Paris'), null])).toEqual([]);
    expect(distancePairs([city('Paris'), city('Paris')])).toEqual([]);
  });
});

describe('tripRoute', () => {
  it('adds the legs and suggests a flight from 200 km and ground transport below', () => {
    const distances = new Map([
      [distanceKey('Paris', 'Lyon'), 392],
      [distanceKey('Lyon', 'Grenoble'), 95],
    ]);
    const route = tripRoute(
      [city('Paris'), city('Lyon'), city('Grenoble'), city('Nowhere')],
      distances,
    );
    expect(route.legs.map((leg) => [leg.from, leg.to, leg.distanceKm, leg.travel])).toEqual([
      ['Paris', 'Lyon', 392, 'flight'],
      ['Lyon', 'Grenoble', 95, 'ground'],
      // A distance not known (a failed lookup) is 0 and suggests nothing.
      ['Grenoble', 'Nowhere', 0, 'unknown'],
    ]);
    expect(route.totalKm).toBe(487);
    expect(route.flightLegs).toBe(1);
    expect(route.groundLegs).toBe(1);
  });
  it('keys distances without case or surrounding spaces', () => {
    expect(distanceKey(' Paris', 'LYON ')).toBe(distanceKey('paris', 'lyon'));
  });
});
