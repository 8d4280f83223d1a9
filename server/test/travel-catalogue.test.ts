import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAVEL_SAMPLES } from '@common/constants';
import { errorResponseSchema } from '@common/contracts/error';
import {
  getCarsResponseSchema,
  getEsimsResponseSchema,
  getHotelsResponseSchema,
  getRestaurantsResponseSchema,
} from '@common/contracts/travel-catalogue';
import { createTestApp } from './helpers/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function get(path: string) {
  const res = await ctx.app.inject({ method: 'GET', url: path });
  return { res, body: res.json<unknown>() };
}

const hotels = async (city: string, query = '') =>
  getHotelsResponseSchema.parse(
    (await get(`/api/travel/hotels/${encodeURIComponent(city)}${query}`)).body,
  );
const cars = async (city: string) =>
  getCarsResponseSchema.parse((await get(`/api/travel/cars/${encodeURIComponent(city)}`)).body);
const esims = async (country: string) =>
  getEsimsResponseSchema.parse((await get(`/api/travel/esim/${encodeURIComponent(country)}`)).body);
const restaurants = async (city: string) =>
  getRestaurantsResponseSchema.parse(
    (await get(`/api/travel/restaurants/${encodeURIComponent(city)}`)).body,
  );

describe('GET /api/travel/hotels/{city}', () => {
  it('starts with the three sample hotels of €89, €125 and €156 a night, marked as samples', async () => {
    const body = await hotels('Paris');
    expect(body).toMatchObject({ sample: true, city: 'Paris', country: 'FR' });
    expect(body.hotels.slice(0, 3).map((hotel) => [hotel.price, hotel.currency])).toEqual([
      [89, 'EUR'],
      [125, 'EUR'],
      [156, 'EUR'],
    ]);
    expect(TRAVEL_SAMPLES.hotelNightlyPricesEur).toEqual([89, 125, 156]);
    for (const hotel of body.hotels) {
      expect(hotel.name).toContain('Paris');
      expect(hotel.location).toMatch(/, Paris$/);
      expect(hotel.rating).toBeGreaterThanOrEqual(3);
      expect(hotel.rating).toBeLessThanOrEqual(5);
      expect(hotel.amenities.length).toBeGreaterThanOrEqual(3);
      expect(new Set(hotel.amenities).size).toBe(hotel.amenities.length);
    }
    expect(new Set(body.hotels.map((hotel) => hotel.name)).size).toBe(body.hotels.length);
  });

  it('gives a city the same list every time, however the name is written', async () => {
    const first = await hotels('Lyon');
    expect(await hotels('Lyon')).toEqual(first);
    expect(await hotels('LYON')).toEqual(first);
  });

  it('gives different cities different lists, with the same sample prices', async () => {
    const [lyon, tokyo] = await Promise.all([hotels('Lyon'), hotels('Tokyo')]);
    expect(tokyo.hotels.map((hotel) => hotel.name)).not.toEqual(
      lyon.hotels.map((hotel) => hotel.name.replace('Lyon', 'Tokyo')),
    );
    expect(tokyo.hotels.slice(0, 3).map((hotel) => hotel.price)).toEqual([89, 125, 156]);
  });

  it('takes a country for a name several countries share', async () => {
    const texas = await hotels('Paris', '?country=united%20states');
    expect(texas).toMatchObject({ city: 'Paris', country: 'US' });
    expect(texas.hotels).not.toEqual((await hotels('Paris')).hotels);
  });
});

describe('GET /api/travel/cars/{city}', () => {
  it('lists sample cars from 25 USD a day, cheapest first', async () => {
    const body = await cars('Rome');
    expect(body).toMatchObject({ sample: true, city: 'Rome', country: 'IT' });
    expect(body.cars[0]).toMatchObject({ pricePerDay: 25, currency: 'USD' });
    expect(TRAVEL_SAMPLES.carFromUsdPerDay).toBe(25);
    const prices = body.cars.map((car) => car.pricePerDay);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(Math.min(...prices)).toBe(25);
    for (const car of body.cars) {
      expect(car.features.length).toBeGreaterThanOrEqual(3);
      expect(car.location).toMatch(/^Rome /);
      expect(car.company).toMatch(/Rent|Hire/);
    }
    // Rome has an airport, so some cars are picked up there.
    expect(body.cars.map((car) => car.location)).toContain('Rome airport (FCO)');
    expect(await cars('rome')).toEqual(body);
  });
});

describe('GET /api/travel/esim/{country}', () => {
  it('lists sample eSIMs for a country from $10', async () => {
    const body = await esims('japan');
    expect(body).toMatchObject({ sample: true, country: 'JP', countryName: 'Japan' });
    expect(body.esims[0]).toMatchObject({ price: 10, currency: 'USD', dataAllowance: '1 GB' });
    expect(Math.min(...body.esims.map((esim) => esim.price))).toBe(TRAVEL_SAMPLES.esimFromUsd);
    for (const esim of body.esims) {
      expect(esim.validity).toMatch(/^\d+ days$/);
      expect(esim.features.length).toBeGreaterThanOrEqual(2);
    }
    expect(body.esims.map((esim) => esim.provider)).toContain('Japan Travel eSIM');
  });

  it('reads the country like the cities route, the same list for every spelling', async () => {
    const byName = await esims('japan');
    for (const country of ['JP', 'Japón', '日本']) expect(await esims(country)).toEqual(byName);
  });

  it('answers an unknown country with a 404 JSON', async () => {
    const { res, body } = await get('/api/travel/esim/narnia');
    expect(res.statusCode).toBe(404);
    expect(errorResponseSchema.parse(body)).toEqual({ message: "Unknown country 'narnia'" });
  });
});

describe('GET /api/travel/restaurants/{city}', () => {
  it('offers 15 to 30% off, saving $97 in all, with the 20% teaser', async () => {
    const body = await restaurants('Barcelona');
    expect(body).toMatchObject({
      sample: true,
      city: 'Barcelona',
      country: 'ES',
      teaserDiscountPercent: TRAVEL_SAMPLES.restaurantTeaserDiscountPercent,
      totalSavings: TRAVEL_SAMPLES.restaurantTotalSavingsUsd,
      currency: 'USD',
    });
    expect(body.teaserDiscountPercent).toBe(20);
    expect(body.totalSavings).toBe(97);
    const { min, max } = TRAVEL_SAMPLES.restaurantDiscountPercent;
    for (const offer of body.offers) {
      expect(offer.discountPercent).toBeGreaterThanOrEqual(min);
      expect(offer.discountPercent).toBeLessThanOrEqual(max);
      expect(offer.savings).toBe((offer.typicalBill * offer.discountPercent) / 100);
    }
    expect(body.offers.reduce((sum, offer) => sum + offer.savings, 0)).toBe(97);
    expect(body.offers.map((offer) => offer.discountPercent)).toContain(20);
    expect(await restaurants('barcelona')).toEqual(body);
  });
});

describe('unknown cities', () => {
  it.each(['hotels', 'cars', 'restaurants'])(
    'answer /api/travel/%s with a 404 JSON',
    async (kind) => {
      const { res, body } = await get(`/api/travel/${kind}/Qwxzyville`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(errorResponseSchema.parse(body)).toEqual({ message: "Unknown city 'Qwxzyville'" });
    },
  );

  it('answer an unknown country query with a 404 JSON', async () => {
    const { res, body } = await get('/api/travel/hotels/Paris?country=narnia');
    expect(res.statusCode).toBe(404);
    expect(body).toEqual({ message: "Unknown country 'narnia'" });
  });
});
