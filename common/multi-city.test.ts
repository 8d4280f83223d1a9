import { describe, expect, it } from 'vitest';
import { FLIGHT_SUGGESTION_MIN_KM } from './constants';
import { legTravel, planMultiCityRoute, routePairs } from './multi-city';

const KM: Record<string, number> = {
  'Paris→Lyon': 392,
  'Lyon→Marseille': 278,
  'Marseille→Nice': 159,
  'Nice→Cannes': 26,
  'Paris→London': 344,
  'London→Paris': 344,
};
const lookup = (from: string, to: string) => KM[`${from}→${to}`] ?? 0;

describe('legTravel', () => {
  it('suggests a flight from 200 km, ground transport under it, nothing at 0', () => {
    expect(FLIGHT_SUGGESTION_MIN_KM).toBe(200);
    expect(legTravel(200)).toBe('flight');
    expect(legTravel(1200)).toBe('flight');
    expect(legTravel(199)).toBe('ground');
    expect(legTravel(1)).toBe('ground');
    expect(legTravel(0)).toBe('unknown');
  });
});

describe('routePairs', () => {
  it('joins consecutive cities', () => {
    expect(routePairs(['Paris', 'Lyon', 'Marseille'])).toEqual([
      ['Paris', 'Lyon'],
      ['Lyon', 'Marseille'],
    ]);
  });

  it('ignores blank extra cities', () => {
    expect(routePairs(['Paris', '', 'Lyon', '   ', 'Marseille', ''])).toEqual([
      ['Paris', 'Lyon'],
      ['Lyon', 'Marseille'],
    ]);
  });

  it('needs two distinct cities', () => {
    expect(routePairs([])).toEqual([]);
    expect(routePairs(['Paris'])).toEqual([]);
    expect(routePairs(['Paris', ''])).toEqual([]);
    expect(routePairs(['Paris', 'paris ', 'PARIS'])).toEqual([]);
  });

  it('counts a city repeated right after itself once, but allows a return', () => {
    expect(routePairs(['Paris', 'Paris', 'London', 'Paris'])).toEqual([
      ['Paris', 'London'],
      ['London', 'Paris'],
    ]);
  });
});

describe('planMultiCityRoute', () => {
  it('gives each leg its km and travel, and the totals', () => {
    const route = planMultiCityRoute(['Paris', 'Lyon', 'Marseille', 'Nice', 'Cannes'], lookup);
    expect(route.legs).toEqual([
      { from: 'Paris', to: 'Lyon', distanceKm: 392, travel: 'flight' },
      { from: 'Lyon', to: 'Marseille', distanceKm: 278, travel: 'flight' },
      { from: 'Marseille', to: 'Nice', distanceKm: 159, travel: 'ground' },
      { from: 'Nice', to: 'Cannes', distanceKm: 26, travel: 'ground' },
    ]);
    expect(route.totalKm).toBe(392 + 278 + 159 + 26);
    expect(route.flightLegs).toBe(2);
    expect(route.groundLegs).toBe(2);
  });

  it('leaves a leg whose distance failed (0) without a suggestion', () => {
    const route = planMultiCityRoute(['Paris', 'Atlantis'], lookup);
    expect(route.legs).toEqual([
      { from: 'Paris', to: 'Atlantis', distanceKm: 0, travel: 'unknown' },
    ]);
    expect(route).toMatchObject({ totalKm: 0, flightLegs: 0, groundLegs: 0 });
  });

  it('rounds km and treats a bad distance as 0', () => {
    const route = planMultiCityRoute(['A', 'B', 'C'], (from) => (from === 'A' ? 199.6 : NaN));
    expect(route.legs.map((leg) => [leg.distanceKm, leg.travel])).toEqual([
      [200, 'flight'],
      [0, 'unknown'],
    ]);
  });

  it('has no legs with fewer than two distinct cities', () => {
    expect(planMultiCityRoute(['Paris', '', 'Paris'], lookup)).toEqual({
      legs: [],
      totalKm: 0,
      flightLegs: 0,
      groundLegs: 0,
    });
  });
});
