import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '@common/contracts/chat';
import type { TripRecord } from '@common/contracts/trip-record';
import type { TripSelection } from '@common/trip';
import { seedConversation } from './helpers/conversations';
import { postChatTurn } from './helpers/chat-turn';
import { createTestAppWithTwoUsers, type TestApp, type TestUser } from './helpers/test-app';
import { bearer, randomIp } from './helpers/test-users';
import { flightBooking, hotelBooking, inDays, insurancePurchase } from './helpers/travel-fixtures';

// The trip record of a conversation (product.md §4.9): the cities chosen in it and the
// reservations booked from it, read back as one record by every later step.

let ctx: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  ({ ctx, alice, bob } = await createTestAppWithTwoUsers());
});
afterAll(async () => {
  await ctx.close();
});

const US = (name: string, airport = '') => ({ name, country: 'US', airport });
/** Mumbai to New York, on to Chicago, home from Boston: the planner's open-jaw trip. */
const OPEN_JAW: TripSelection = {
  mode: 'multi',
  from: { name: 'Mumbai', country: 'IN', airport: 'BOM' },
  destinations: [US('New York', 'JFK'), US('Chicago', 'ORD')],
  stays: [3, 2],
  flightType: 'openjaw',
  returnCity: 'Boston',
};
const AT_CITY_CHOICE: Conversation = {
  nationality: 'India',
  nationalityCode: 'IN',
  destination: 'United States',
  destinationCode: 'US',
  flowStep: 'multi_city_builder',
  trip: OPEN_JAW,
};

function book(user: TestUser, body: object, url = '/api/bookings') {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: bearer(user.token),
    remoteAddress: randomIp(),
  });
}

async function tripOf(sessionId: string, user?: TestUser): Promise<TripRecord> {
  const res = await ctx.app.inject({
    url: `/api/chat/trip?sessionId=${sessionId}`,
    headers: bearer(user?.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toContain('no-store');
  return res.json<{ trip: TripRecord }>().trip;
}

describe('a conversation’s trip record', () => {
  it('holds the chosen cities with their stays and every leg booked from the conversation', async () => {
    const sessionId = nanoid();
    await seedConversation(ctx.database, sessionId, AT_CITY_CHOICE, alice.userId);
    const flight = await book(
      alice,
      flightBooking({
        sessionId,
        destination: 'United States',
        departureCity: 'Mumbai',
        arrivalCity: 'New York',
        returnCity: 'Boston',
        flightType: 'flexible_return',
        isRoundTrip: false,
        dates: { departure: inDays(40), return: inDays(45) },
        passengers: 1,
      }),
    );
    expect(flight.statusCode, flight.body).toBe(201);
    const hotel = await book(
      alice,
      hotelBooking({
        sessionId,
        destination: 'United States',
        arrivalCity: 'New York',
        hotelName: 'Sample Harbour Hotel',
        hotelAddress: '1 Sample Street, New York',
        checkIn: inDays(40),
        checkOut: inDays(43),
      }),
    );
    expect(hotel.statusCode, hotel.body).toBe(201);
    const insurance = await book(alice, insurancePurchase({ sessionId }), '/api/purchases');
    expect(insurance.statusCode, insurance.body).toBe(201);
    // Booked elsewhere, and someone else's booking naming this conversation: neither is its trip.
    expect((await book(alice, flightBooking())).statusCode).toBe(201);
    expect((await book(bob, flightBooking({ sessionId }))).statusCode).toBe(201);
    expect((await book(alice, insurancePurchase(), '/api/purchases')).statusCode).toBe(201);

    const trip = await tripOf(sessionId, alice);
    expect(trip).toMatchObject({
      destinationCode: 'US',
      destination: 'United States',
      selection: OPEN_JAW,
      stops: [
        { name: 'New York', country: 'US', days: 3 },
        { name: 'Chicago', country: 'US', days: 2 },
        { name: 'Boston', country: 'US' },
      ],
      startDate: inDays(40),
      days: 6,
      flights: [
        {
          reference: flight.json<{ reference: string }>().reference,
          passengers: 1,
          legs: [
            { from: 'Mumbai', to: 'New York', date: inDays(40) },
            { from: 'Boston', to: 'Mumbai', date: inDays(45) },
          ],
        },
      ],
      hotels: [
        {
          reference: hotel.json<{ reference: string }>().reference,
          city: 'New York',
          name: 'Sample Harbour Hotel',
          address: '1 Sample Street, New York',
          checkIn: inDays(40),
          checkOut: inDays(43),
        },
      ],
      services: [
        { reference: insurance.json<{ reference: string }>().reference, type: 'travel-insurance' },
      ],
    });
    // Nothing personal of the reservations travels with the record.
    expect(JSON.stringify(trip)).not.toMatch(/X1234567|john@example.com|John Doe|FR998877/);
  });

  it('takes a direct flight’s city and dates when no cities were chosen in the planner', async () => {
    const sessionId = nanoid();
    await seedConversation(
      ctx.database,
      sessionId,
      {
        nationality: 'Germany',
        nationalityCode: 'DE',
        destination: 'Italy',
        destinationCode: 'IT',
        flowStep: 'city_selection',
      },
      alice.userId,
    );
    const res = await book(
      alice,
      flightBooking({
        sessionId,
        departureCity: 'Munich',
        arrivalCity: 'Rome',
        destination: 'Italy',
        flightType: 'roundtrip',
        isRoundTrip: true,
        dates: { departure: inDays(20), return: inDays(27) },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const trip = await tripOf(sessionId, alice);
    expect(trip.stops).toEqual([{ name: 'Rome', country: 'IT' }]);
    expect(trip).toMatchObject({ startDate: inDays(20), days: 8 });
    expect(trip.flights[0]?.legs).toEqual([
      { from: 'Munich', to: 'Rome', date: inDays(20) },
      { from: 'Rome', to: 'Munich', date: inDays(27) },
    ]);
  });

  it('is the conversation alone when signed out, and empty before the first turn', async () => {
    const sessionId = nanoid();
    await seedConversation(ctx.database, sessionId, AT_CITY_CHOICE);
    const trip = await tripOf(sessionId);
    expect(trip).toMatchObject({
      stops: [{ name: 'New York' }, { name: 'Chicago' }, { name: 'Boston' }],
    });
    expect(trip.flights).toEqual([]);
    expect(await tripOf(nanoid())).toEqual({ stops: [], flights: [], hotels: [], services: [] });
  });

  it('answers 404 for someone else’s conversation and 400 for a malformed id', async () => {
    const sessionId = nanoid();
    await seedConversation(ctx.database, sessionId, AT_CITY_CHOICE, alice.userId);
    const other = await ctx.app.inject({
      url: `/api/chat/trip?sessionId=${sessionId}`,
      headers: bearer(bob.token),
    });
    expect(other.statusCode).toBe(404);
    const malformed = await ctx.app.inject({ url: '/api/chat/trip?sessionId=short' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toHaveProperty('message');
  });

  it('refuses a booking naming a malformed conversation, and stores nothing', async () => {
    const before = await ctx.app.inject({ url: '/api/reservations', headers: bearer(alice.token) });
    const res = await book(alice, flightBooking({ sessionId: 'not a session id' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
    const after = await ctx.app.inject({ url: '/api/reservations', headers: bearer(alice.token) });
    expect(after.json()).toHaveLength(before.json<unknown[]>().length);
  });
});

describe("'Book Services' after the itinerary", () => {
  /** Presses 'Book Services' in a conversation at the itinerary, after `booked` were saved. */
  async function bookServices(confirmedInChat: ('flight' | 'hotel')[], booked: object[]) {
    const sessionId = nanoid();
    await seedConversation(
      ctx.database,
      sessionId,
      {
        ...AT_CITY_CHOICE,
        flowStep: 'show_personalized_itinerary',
        bookedServices: confirmedInChat,
      },
      alice.userId,
    );
    for (const body of booked) {
      const res = await book(alice, { ...body, sessionId, destination: 'United States' });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await postChatTurn(
      ctx.app,
      {
        sessionId,
        message: 'Book Services',
        language: 'en',
        action: { type: 'book_itinerary_services', flowStep: 'show_personalized_itinerary' },
      },
      { token: alice.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ metadata: { flowStep?: string } }>().metadata.flowStep;
  }

  it('offers hotels for a flight booked from the conversation but never confirmed in it', async () => {
    expect(await bookServices([], [flightBooking({ arrivalCity: 'New York' })])).toBe(
      'personalized_hotel_recommendations',
    );
  });

  it('goes on to the extras once a hotel booked from the conversation joins the flight', async () => {
    expect(await bookServices(['flight'], [hotelBooking({ arrivalCity: 'New York' })])).toBe(
      'itinerary_upsells',
    );
  });
});
