import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, haversineKm } from './haversine';

describe('haversineKm', () => {
  it('is 0 from a point to itself', () => {
    expect(haversineKm(48.85341, 2.3488, 48.85341, 2.3488)).toBe(0);
  });

  it('gives 1/360 of the circumference for one degree along the equator or a meridian', () => {
    const degree = (2 * Math.PI * EARTH_RADIUS_KM) / 360;
    expect(haversineKm(0, 0, 0, 1)).toBeCloseTo(degree, 6);
    expect(haversineKm(10, 30, 11, 30)).toBeCloseTo(degree, 6);
  });

  it('gives half the circumference between antipodes', () => {
    expect(haversineKm(0, 0, 0, 180)).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
    expect(haversineKm(90, 0, -90, 0)).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
  });

  it('crosses the antimeridian the short way', () => {
    expect(haversineKm(0, 179.5, 0, -179.5)).toBeCloseTo(haversineKm(0, 0, 0, 1), 6);
  });

  it('measures Paris to London at about 344 km, the same both ways', () => {
    const paris = [48.85341, 2.3488] as const;
    const london = [51.50853, -0.12574] as const;
    const km = haversineKm(...paris, ...london);
    expect(km).toBeGreaterThan(339);
    expect(km).toBeLessThan(349);
    expect(haversineKm(...london, ...paris)).toBe(km);
  });
});
