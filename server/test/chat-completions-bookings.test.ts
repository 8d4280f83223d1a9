import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completionResponseSchema, type Conversation } from '@common/contracts/chat';
import { seedConversation } from './helpers/conversations';
import { createTestAppWithTwoUsers, type TestApp, type TestUser } from './helpers/test-app';
import { postChatTurn } from './helpers/chat-turn';
import { book, flightBooking, hotelBooking } from './helpers/travel-fixtures';

// The chat's booking confirmation (decision 012): the button names a reference, and the reply
// shows the signed-in user's own saved booking as a voucher — never what the client claims.

let ctx: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  ({ ctx, alice, bob } = await createTestAppWithTwoUsers());
});
afterAll(async () => {
  await ctx.close();
});

const TRIP: Conversation['trip'] = {
  mode: 'multi',
  from: { name: 'Paris', country: 'FR', airport: 'CDG' },
  destinations: [
    { name: 'Tokyo', country: 'JP', airport: 'HND' },
    { name: 'Osaka', country: 'JP', airport: 'KIX' },
  ],
  flightType: 'oneway',
  returnCity: 'Osaka',
};

/**
 * The turn after a booking was saved from the dialog that `flowStep` opened, on a France to
 * Japan conversation left at that step (with `trip` chosen, when given).
 */
async function confirmBooking(
  reference: string | undefined,
  caller: { token: string; userId: string } | undefined,
  flowStep: Conversation['flowStep'] = 'city_selection',
  trip?: Conversation['trip'],
) {
  const sessionId = nanoid();
  await seedConversation(
    ctx.database,
    sessionId,
    {
      nationality: 'France',
      destination: 'Japan',
      nationalityCode: 'FR',
      destinationCode: 'JP',
      flowStep,
      ...(trip ? { trip } : {}),
    },
    caller?.userId ?? null,
  );
  return postChatTurn(
    ctx.app,
    {
      sessionId,
      message: 'Booking confirmed',
      language: 'en',
      action: {
        type: 'confirm_booking',
        flowStep,
        ...(reference ? { values: [reference] } : {}),
      },
    },
    { token: caller?.token },
  );
}

describe('POST /api/chat/completions: confirm_booking', () => {
  it("shows the user's own flight as a voucher, then offers the preferences", async () => {
    const saved = await book(ctx.app, alice.token, flightBooking());
    const res = await confirmBooking(saved.reference, alice);
    expect(res.statusCode).toBe(200);
    const body = completionResponseSchema.parse(res.json());
    expect(body.metadata.flowStep).toBe('booking_confirmation');
    expect(body.metadata.booking).toEqual(saved);
    expect(body.content).toContain(saved.reference);
  });

  it('in multi-city mode shows the services per city and keeps the trip', async () => {
    const saved = await book(ctx.app, alice.token, flightBooking());
    const res = await confirmBooking(saved.reference, alice, 'multi_city_services', TRIP);
    expect(res.statusCode).toBe(200);
    const body = completionResponseSchema.parse(res.json());
    expect(body.metadata.flowStep).toBe('multi_city_services_display');
    expect(body.metadata.trip).toEqual(TRIP);
  });

  it('confirms a hotel with its city', async () => {
    const saved = await book(ctx.app, alice.token, hotelBooking());
    const res = await confirmBooking(saved.reference, alice, 'personalized_hotel_upsell');
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata.booking.reference).toBe(saved.reference);
    expect(res.json().metadata.flowStep).toBe('booking_confirmation');
  });

  it("refuses another user's reference, and an unknown one, with 400", async () => {
    const bobs = await book(ctx.app, bob.token, flightBooking());
    for (const reference of [bobs.reference, 'FL000000000AB', undefined]) {
      const res = await confirmBooking(reference, alice);
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
