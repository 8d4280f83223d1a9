import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@common/contracts/error';
import {
  CITY_LIST_LIMIT,
  getCitiesResponseSchema,
  getDistanceResponseSchema,
  type City,
} from '@common/contracts/geography';
import { createTestApp } from './helpers/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function getCities(country: string, query = '') {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/cities/${encodeURIComponent(country)}${query}`,
  });
  return { res, cities: res.statusCode === 200 ? getCitiesResponseSchema.parse(res.json()) : [] };
}

async function getDistance(from: string, to: string, query = '') {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/distance/${encodeURIComponent(from)}/${encodeURIComponent(to)}${query}`,
  });
  return { res, body: res.statusCode === 200 ? getDistanceResponseSchema.parse(res.json()) : null };
}

const byName = (cities: City[], name: string) => cities.find((city) => city.name === name);
const isByPopulation = (cities: City[]) =>
  cities.every((city, i) => i === 0 || (cities[i - 1]?.population ?? 0) >= city.population);

describe('GET /api/cities/{country}', () => {
  it('names the known cities in Spanish and Chinese too', async () => {
    const italy = (await getCities('italy')).cities;
    expect(byName(italy, 'Rome')?.names).toEqual({ es: 'Roma', zh: '罗马' });
    expect(byName(italy, 'Florence')?.names).toEqual({ es: 'Florencia', zh: '佛罗伦萨' });
    const china = (await getCities('china')).cities;
    expect(byName(china, 'Shanghai')?.names?.zh).toBe('上海');
    // A city outside the table keeps its own name only.
    expect(italy.find((city) => city.names === undefined)).toBeDefined();
  });

  it('lists the cities a traveller flies to, largest first, the capital included', async () => {
    const { res, cities } = await getCities('france');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(cities[0]).toEqual({
      name: 'Paris',
      country: 'FR',
      airport: 'CDG',
      isCapital: true,
      latitude: expect.closeTo(48.85, 1),
      longitude: expect.closeTo(2.35, 1),
      population: expect.any(Number),
      names: { es: 'París', zh: '巴黎' },
    });
    expect(isByPopulation(cities)).toBe(true);
    expect(cities.every((city) => city.country === 'FR')).toBe(true);
    expect(cities.every((city) => city.airport !== '' || city.isCapital)).toBe(true);
    expect(cities.filter((city) => city.isCapital)).toHaveLength(1);
    expect(byName(cities, 'Lyon')?.airport).toBe('LYS');
    expect(byName(cities, 'Nice')?.airport).toBe('NCE');
    // A city of 85,000 people next to Paris, with no airport of its own.
    expect(byName(cities, 'Versailles')).toBeUndefined();
  });

  it('answers the hand-checked airport sample', async () => {
    const sample: [country: string, city: string, airport: string][] = [
      ['france', 'Paris', 'CDG'],
      ['united kingdom', 'London', 'LHR'],
      ['united states', 'New York City', 'JFK'],
      ['japan', 'Tokyo', 'HND'],
      ['india', 'Mumbai', 'BOM'],
      ['australia', 'Sydney', 'SYD'],
      ['brazil', 'São Paulo', 'GRU'],
      ['united arab emirates', 'Dubai', 'DXB'],
      ['germany', 'Frankfurt am Main', 'FRA'],
    ];
    for (const [country, city, airport] of sample) {
      const { cities } = await getCities(country);
      expect(byName(cities, city), `${city} in ${country}`).toMatchObject({ airport });
    }
  });

  it('gives a capital without an airport of its own the one next door', async () => {
    const { cities } = await getCities('bahrain');
    expect(byName(cities, 'Manama')).toMatchObject({ isCapital: true, airport: 'BAH' });
  });

  it('with includeAll=true lists every city for ground legs, capped, airports or not', async () => {
    const flyable = (await getCities('france')).cities;
    const { res, cities } = await getCities('france', '?includeAll=true');
    expect(res.statusCode).toBe(200);
    expect(cities).toHaveLength(CITY_LIST_LIMIT);
    expect(isByPopulation(cities)).toBe(true);
    expect(cities[0]?.name).toBe('Paris');
    expect(byName(cities, 'Versailles')).toMatchObject({ airport: '', isCapital: false });
    expect(cities.filter((city) => city.airport === '').length).toBeGreaterThan(300);
    // The flyable list's large cities are all there, with the same airports.
    for (const city of flyable.filter((c) => c.population >= 100_000)) {
      expect(cities).toContainEqual(city);
    }
  });

  it('lists a small country in full', async () => {
    const { cities } = await getCities('luxembourg', '?includeAll=true');
    expect(cities.length).toBeGreaterThan(5);
    expect(cities.length).toBeLessThan(CITY_LIST_LIMIT);
    expect(cities[0]).toMatchObject({ name: 'Luxembourg', isCapital: true, airport: 'LUX' });
  });

  it('treats includeAll=false like the default', async () => {
    const [byDefault, explicit] = await Promise.all([
      getCities('japan'),
      getCities('japan', '?includeAll=false'),
    ]);
    expect(explicit.cities).toEqual(byDefault.cities);
    expect(byDefault.cities.length).toBeGreaterThan(20);
  });

  it.each(['japan', 'Japan', 'JP', 'jp', 'Japón', '日本'])(
    'reads the country %s like the client writes it',
    async (country) => {
      const { res, cities } = await getCities(country);
      expect(res.statusCode).toBe(200);
      expect(cities[0]).toMatchObject({ name: 'Tokyo', country: 'JP', isCapital: true });
    },
  );

  it('reads the lowercased names the client sends', async () => {
    for (const country of ['united states', 'south korea', 'united arab emirates']) {
      const { res } = await getCities(country);
      expect(res.statusCode, country).toBe(200);
    }
    const { cities } = await getCities('united states');
    expect(cities[0]).toMatchObject({ name: 'New York City', airport: 'JFK' });
    expect(byName(cities, 'Washington, D.C.')).toMatchObject({ isCapital: true, airport: 'IAD' });
  });

  it('answers an unknown country with a 404 JSON', async () => {
    const { res } = await getCities('atlantis');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(errorResponseSchema.parse(res.json())).toEqual({
      message: "Unknown country 'atlantis'",
    });
  });

  it('rejects an includeAll that is not a boolean', async () => {
    const { res } = await getCities('france', '?includeAll=sometimes');
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).message).toMatch(/^Invalid querystring: /);
  });
});

describe('GET /api/distance/{fromCity}/{toCity}', () => {
  it('gives the great-circle km between Paris and London, rounded', async () => {
    const { res, body } = await getDistance('Paris', 'London');
    expect(res.statusCode).toBe(200);
    expect(Number.isInteger(body?.distance)).toBe(true);
    expect(body?.distance).toBeGreaterThanOrEqual(339);
    expect(body?.distance).toBeLessThanOrEqual(349);
    expect(body?.from).toMatchObject({ name: 'Paris', country: 'FR', airport: 'CDG' });
    expect(body?.to).toMatchObject({ name: 'London', country: 'GB', airport: 'LHR' });
  });

  it('is the same both ways and 0 from a city to itself', async () => {
    const there = await getDistance('Lyon', 'Marseille');
    const back = await getDistance('Marseille', 'Lyon');
    expect(there.body?.distance).toBe(back.body?.distance);
    expect(there.body?.distance).toBeGreaterThan(250);
    expect(there.body?.distance).toBeLessThan(300);
    expect((await getDistance('Lyon', 'lyon')).body?.distance).toBe(0);
  });

  it('resolves an ambiguous name to the most populous match, or within the given country', async () => {
    const anywhere = await getDistance('Paris', 'Dallas');
    expect(anywhere.body?.from).toMatchObject({ name: 'Paris', country: 'FR' });

    const inTexas = await getDistance('Paris', 'Dallas', '?fromCountry=united%20states');
    // Cox Field (PRX) has no scheduled flights: Paris, Texas has no airport a traveller books.
    expect(inTexas.body?.from).toMatchObject({ name: 'Paris', country: 'US', airport: '' });
    // Paris, Texas is about 150 km from Dallas; Paris, France about 7,900.
    expect(inTexas.body?.distance).toBeLessThan(200);
    expect(anywhere.body?.distance).toBeGreaterThan(7500);

    const both = await getDistance('Paris', 'Paris', '?fromCountry=france&toCountry=US');
    expect(both.body?.from.country).toBe('FR');
    expect(both.body?.to.country).toBe('US');
    expect(both.body?.distance).toBeGreaterThan(7500);
  });

  it('ignores case and accents and knows common English names', async () => {
    const { body } = await getDistance('sao paulo', 'RIO DE JANEIRO');
    expect(body?.from.name).toBe('São Paulo');
    expect(body?.to.name).toBe('Rio de Janeiro');
    expect(body?.distance).toBeGreaterThan(340);
    expect(body?.distance).toBeLessThan(380);
    const geneva = await getDistance('Geneva', 'Zurich');
    expect(geneva.body?.from).toMatchObject({ name: 'Genève', country: 'CH', airport: 'GVA' });
    expect(geneva.body?.to).toMatchObject({ name: 'Zürich', country: 'CH' });
  });

  it('answers an unknown city with a 404 JSON', async () => {
    const { res } = await getDistance('Paris', 'Qwxzyville');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(errorResponseSchema.parse(res.json())).toEqual({ message: "Unknown city 'Qwxzyville'" });
  });

  it('answers a city missing from the given country, or an unknown country, with a 404', async () => {
    const notThere = await getDistance('Lyon', 'Paris', '?fromCountry=japan');
    expect(notThere.res.statusCode).toBe(404);
    expect(notThere.res.json()).toEqual({ message: "Unknown city 'Lyon' in JP" });
    const noCountry = await getDistance('Lyon', 'Paris', '?toCountry=narnia');
    expect(noCountry.res.statusCode).toBe(404);
    expect(noCountry.res.json()).toEqual({ message: "Unknown country 'narnia'" });
  });
});
