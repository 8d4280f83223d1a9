import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completionResponseSchema } from '@common/contracts/chat';
import { createTestApp } from './helpers/test-app';
import { bearer, randomIp, registerUser } from './helpers/test-users';
import { book, flightBooking, hotelBooking } from './helpers/travel-fixtures';

// The chat's booking confirmation (decision 012): the button names a reference, and the reply
// shows the signed-in user's own saved booking as a voucher — never what the client claims.

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let alice: { token: string };
let bob: { token: string };
beforeAll(async () => {
  ctx = await createTestApp();
  alice = await registerUser(ctx.app);
  bob = await registerUser(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

const TRIP = {
  mode: 'multi',
  from: { name: 'Paris', country: 'FR', airport: 'CDG' },
  destinations: [
    { name: 'Tokyo', country: 'JP', airport: 'HND' },
    { name: 'Osaka', country: 'JP', airport: 'KIX' },
  ],
  flightType: 'oneway',
  returnCity: 'Osaka',
};

function confirmBooking(
  reference: string | undefined,
  token: string | undefined,
  flowStep = 'city_selection',
  trip?: object,
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/chat/completions',
    payload: {
      sessionId: nanoid(),
      message: 'Booking confirmed',
      nationality: 'France',
      destination: 'Japan',
      language: 'en',
      flowStep,
      action: {
        type: 'confirm_booking',
        flowStep,
        ...(reference ? { values: [reference] } : {}),
        ...(trip ? { trip } : {}),
      },
    },
    headers: bearer(token),
    remoteAddress: randomIp(),
  });
}

describe('POST /api/chat/completions: confirm_booking', () => {
  it("shows the user's own flight as a voucher, then offers the preferences", async () => {
    const saved = await book(ctx.app, alice.token, flightBooking());
    const res = await confirmBooking(saved.reference, alice.token);
    expect(res.statusCode).toBe(200);
    const body = completionResponseSchema.parse(res.json());
    expect(body.metadata.flowStep).toBe('booking_confirmation');
    expect(body.metadata.booking).toEqual(saved);
    expect(body.content).toContain(saved.reference);
  });

  it('in multi-city mode shows the services per city and keeps the trip', async () => {
    const saved = await book(ctx.app, alice.token, flightBooking());
    const res = await confirmBooking(saved.reference, alice.token, 'multi_city_services', TRIP);
    expect(res.statusCode).toBe(200);
    const body = completionResponseSchema.parse(res.json());
    expect(body.metadata.flowStep).toBe('multi_city_services_display');
    expect(body.metadata.trip).toEqual(TRIP);
  });

  it('confirms a hotel with its city', async () => {
    const saved = await book(ctx.app, alice.token, hotelBooking());
    const res = await confirmBooking(saved.reference, alice.token, 'personalized_hotel_upsell');
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata.booking.reference).toBe(saved.reference);
    expect(res.json().metadata.flowStep).toBe('booking_confirmation');
  });

  it("refuses another user's reference, and an unknown one, with 400", async () => {
    const bobs = await book(ctx.app, bob.token, flightBooking());
    for (const reference of [bobs.reference, 'FL000000000AB', undefined]) {
      const res = await confirmBooking(reference, alice.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Unknown booking reference' });
    }
  });

  it('signed out, asks to sign in first', async () => {
    const saved = await book(ctx.app, alice.token, flightBooking());
    const res = await confirmBooking(saved.reference, undefined);
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata.flowStep).toBe('auth_required');
    expect(JSON.stringify(res.json())).not.toContain(saved.reference);
  });
});
