import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLIGHT_RESERVATION_HOLD_DAYS } from '@common/contracts/bookings';
import { verificationResponseSchema } from '@common/contracts/verification';
import { bookings } from '../src/db/schema';
import { createTestApp } from './helpers/test-app';
import { randomIp, registerUser } from './helpers/test-users';
import {
  book,
  buy,
  flightBooking,
  hotelBooking,
  inDays,
  insurancePurchase,
} from './helpers/travel-fixtures';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ token } = await registerUser(ctx.app));
});
afterAll(async () => {
  await ctx.close();
});

// Public: no sign-in header is ever sent here.
function verify(reference: string, ip = randomIp()) {
  return ctx.app.inject({ method: 'GET', url: `/api/verify/${reference}`, remoteAddress: ip });
}

describe('GET /api/verify/{reference}', () => {
  it('confirms a known flight reservation with initials only, to anyone', async () => {
    const departure = inDays(30);
    const returnDate = inDays(37);
    const booking = await book(
      ctx.app,
      token,
      flightBooking({
        flightType: 'roundtrip',
        isRoundTrip: true,
        dates: { departure, return: returnDate },
      }),
    );
    const res = await verify(booking.reference);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = verificationResponseSchema.parse(res.json());
    expect(body).toEqual({
      reference: booking.reference,
      state: 'valid',
      type: 'flight',
      description: 'Paris ⇄ Tokyo',
      dates: { start: departure, end: returnDate },
      status: 'confirmed',
      validUntil: booking.expiresAt,
      passengerInitials: 'J. D.',
      issuedAt: expect.any(String),
    });
    // Nothing that identifies the traveller beyond the initials.
    for (const secret of ['John', 'Doe', 'X1234567', 'john@example.com']) {
      expect(res.body).not.toContain(secret);
    }
    // References are case-insensitive as typed.
    const lower = await verify(booking.reference.toLowerCase());
    expect(lower.json()).toMatchObject({ reference: booking.reference, state: 'valid' });
  });

  it('confirms a hotel by its city and stay, valid until the check-out day is over', async () => {
    const checkOut = inDays(35);
    const booking = await book(ctx.app, token, hotelBooking({ checkOut }));
    const body = verificationResponseSchema.parse((await verify(booking.reference)).json());
    expect(body).toMatchObject({
      state: 'valid',
      type: 'hotel',
      description: 'Tokyo',
      dates: { start: inDays(30), end: checkOut },
      passengerInitials: 'J. Ñ.',
      validUntil: new Date(Date.parse(`${checkOut}T00:00:00Z`) + 36 * 3600_000).toISOString(),
    });
  });

  it('shows a Chinese name by its first character only', async () => {
    const booking = await book(ctx.app, token, flightBooking({ fullName: '王小明' }));
    expect((await verify(booking.reference)).json()).toMatchObject({ passengerInitials: '王' });
  });

  it('confirms an add-on purchase by its service, with no expiry', async () => {
    const purchase = await buy(ctx.app, token, insurancePurchase());
    const body = verificationResponseSchema.parse((await verify(purchase.reference)).json());
    expect(body).toEqual({
      reference: purchase.reference,
      state: 'valid',
      type: 'travel-insurance',
      description: 'Travel Insurance',
      dates: {},
      status: 'confirmed',
      passengerInitials: 'M. C.',
      issuedAt: expect.any(String),
    });
  });

  it('holds a dummy flight bought as an add-on as long as a booked reservation', async () => {
    const purchase = await buy(
      ctx.app,
      token,
      insurancePurchase({
        type: 'dummy-flight',
        serviceName: 'Dummy Flight Booking',
        price: '29.99',
      }),
    );
    const body = verificationResponseSchema.parse((await verify(purchase.reference)).json());
    const held = Date.parse(body.issuedAt) + FLIGHT_RESERVATION_HOLD_DAYS * 86_400_000;
    expect(body).toMatchObject({ state: 'valid', validUntil: new Date(held).toISOString() });
  });

  it('says a reservation whose expiry has passed is expired', async () => {
    const booking = await book(ctx.app, token, flightBooking());
    const past = new Date(Date.now() - 60_000);
    await ctx.database.db
      .update(bookings)
      .set({ expiresAt: past })
      .where(eq(bookings.reference, booking.reference));
    const res = await verify(booking.reference);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      reference: booking.reference,
      state: 'expired',
      validUntil: past.toISOString(),
      status: 'confirmed',
    });
  });

  it('answers 404 for an unknown reference and 400 for one that cannot be a reference', async () => {
    const unknown = await verify('FL000000000AB');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No reservation with this reference' });
    const deleted = await buy(ctx.app, token, insurancePurchase());
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/purchases/${deleted.id}`,
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: randomIp(),
    });
    expect((await verify(deleted.reference)).statusCode).toBe(404);
    const malformed = await verify('no!');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: expect.stringContaining('reference') });
  });

  it('allows 60 look-ups a minute from one address, then 429', async () => {
    const ip = randomIp();
    const booking = await book(ctx.app, token, flightBooking());
    for (let i = 0; i < 60; i++) {
      const res = await verify(i % 2 ? booking.reference : 'ABCDEFGHI', ip);
      expect(res.statusCode, `look-up ${i + 1}`).not.toBe(429);
    }
    const limited = await verify(booking.reference, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.stringMatching(/^Too many/) });
    expect((await verify(booking.reference)).statusCode).toBe(200);
  });
});
