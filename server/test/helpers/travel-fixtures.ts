import type { App } from '../../src/app';
import { bearer, randomIp } from './test-users';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The ISO date `days` from today (UTC). */
export const inDays = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** A one-way flight reservation for two a month from now; fields as the booking dialog sends them. */
export const flightBooking = (overrides: object = {}) => ({
  type: 'flight',
  destination: 'Japan',
  departureCity: 'Paris',
  arrivalCity: 'Tokyo',
  dates: { departure: inDays(30) },
  passengers: 2,
  priceOption: { label: 'Economy' },
  flightType: 'oneway',
  isRoundTrip: false,
  fullName: 'John Doe',
  email: 'john@example.com',
  passportNumber: 'X1234567',
  ...overrides,
});

/** Five nights in Tokyo a month from now. */
export const hotelBooking = (overrides: object = {}) => ({
  type: 'hotel',
  destination: 'Japan',
  arrivalCity: 'Tokyo',
  checkIn: inDays(30),
  checkOut: inDays(35),
  guests: 2,
  priceOption: { label: 'Deluxe' },
  guestName: 'José Ñúñez',
  guestEmail: 'jose@example.com',
  ...overrides,
});

/** The purchase dialog's payload for travel insurance (product.md §5.1). */
export const insurancePurchase = (overrides: object = {}) => ({
  type: 'travel-insurance',
  serviceName: 'Travel Insurance',
  destination: 'Japan',
  metadata: {
    fromCity: 'Paris',
    toCity: 'Tokyo',
    mode: 'direct',
    nationality: 'France',
    destination: 'Japan',
    passengerInfo: {
      passengerName: 'Marie Curie',
      passportNumber: 'FR998877',
      phoneNumber: '+33 1 23 45 67 89',
      email: 'marie@example.com',
    },
  },
  price: '49.99',
  status: 'confirmed',
  ...overrides,
});

export function postBooking(app: App, token: string | undefined, payload: object) {
  return app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload,
    headers: bearer(token),
    remoteAddress: randomIp(),
  });
}

export function postPurchase(app: App, token: string | undefined, payload: object) {
  return app.inject({
    method: 'POST',
    url: '/api/purchases',
    payload,
    headers: bearer(token),
    remoteAddress: randomIp(),
  });
}

/** Books and returns the created booking, failing the test on anything but 201. */
export async function book(app: App, token: string, payload: object) {
  const res = await postBooking(app, token, payload);
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string; reference: string; expiresAt: string | null }>();
}

/** Buys and returns the created purchase, failing the test on anything but 201. */
export async function buy(app: App, token: string, payload: object) {
  const res = await postPurchase(app, token, payload);
  if (res.statusCode !== 201) throw new Error(`purchase failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string; reference: string }>();
}
