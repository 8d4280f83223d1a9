import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TestUser } from './users';

// Issue 9 journeys: accounts, bookings and profiles made straight through the API (Playwright's
// own request context, with the bearer token), then a sign-in through the login page.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The ISO date `days` from today (UTC). */
export const inDays = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** Registers the user and returns its bearer token. */
export async function registerWithToken(
  request: APIRequestContext,
  user: TestUser,
): Promise<string> {
  const res = await request.post('/api/auth/register', { data: user });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { authToken: string };
  return body.authToken;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export type CreatedBooking = { id: string; reference: string };

/** A one-way flight reservation from Paris, for two a month from now ('59.98 USD'). */
export async function bookFlight(
  request: APIRequestContext,
  token: string,
  arrivalCity: string,
  overrides: object = {},
): Promise<CreatedBooking> {
  const res = await request.post('/api/bookings', {
    headers: auth(token),
    data: {
      type: 'flight',
      destination: 'Japan',
      departureCity: 'Paris',
      arrivalCity,
      dates: { departure: inDays(30) },
      passengers: 2,
      priceOption: { label: 'Economy' },
      flightType: 'oneway',
      isRoundTrip: false,
      fullName: 'Ana Lima',
      email: 'ana@example.com',
      passportNumber: 'P1234567',
      ...overrides,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as CreatedBooking;
}

/** Three nights in `city` a month from now ('24.99 USD'). */
export async function bookHotel(
  request: APIRequestContext,
  token: string,
  city: string,
): Promise<CreatedBooking> {
  const res = await request.post('/api/bookings', {
    headers: auth(token),
    data: {
      type: 'hotel',
      destination: 'Japan',
      arrivalCity: city,
      checkIn: inDays(31),
      checkOut: inDays(34),
      guests: 1,
      priceOption: { label: 'Standard' },
      guestName: 'Ana Lima',
      guestEmail: 'ana@example.com',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as CreatedBooking;
}

/** Saves a travel profile as the questionnaire would. */
export async function saveProfile(request: APIRequestContext, token: string) {
  const res = await request.post('/api/user/profile', {
    headers: auth(token),
    data: {
      travelPurpose: 'leisure',
      interests: ['Culture & History', 'Food & Dining'],
      budgetRange: 'mid-range',
      travelStyle: 'couple',
      ageGroup: '26-35',
      preferredActivities: [],
      dietaryRestrictions: [],
      accommodationPreferences: 'boutique',
      transportationPreferences: 'public',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Signs in through /login, which lands on the dashboard. */
export async function signInThroughPage(page: Page, user: TestUser) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Username or email').fill(user.username);
  await main.getByLabel('Password').fill(user.password);
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
