import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSchema, reservationsResponseSchema } from '@common/contracts/bookings';
import { createBookingRequestSchema } from '@common/contracts/booking-requests';
import { findLiveSession, revokeAuthSession } from '../src/db/repositories/auth-sessions';
import { insertBooking } from '../src/db/repositories/bookings';
import { hitRateLimit } from '../src/db/repositories/rate-limits';
import { bookings, emailOutbox } from '../src/db/schema';
import { hashSessionToken } from '../src/domain/accounts/session-token';
import { planBooking } from '../src/domain/bookings/plan-booking';
import { confirmationOf, confirmationsOf } from './helpers/confirmations';
import { createTestApp } from './helpers/test-app';
import { bearer, registerUser } from './helpers/test-users';
import { flightBooking, hotelBooking, postBooking } from './helpers/travel-fixtures';

// Bookings, session look-ups and rate-limit hits started together: each must get exactly its
// own result, whatever order the database runs them in.

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let userId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ token, userId } = await registerUser(ctx.app));
});
afterAll(async () => {
  await ctx.close();
});

const planned = () => planBooking(createBookingRequestSchema.parse(flightBooking()), new Date());
const confirmation = confirmationOf('booking_confirmation');

describe('concurrent writes', () => {
  it('stores every one of 40 simultaneous bookings, each under its own reference', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postBooking(
          ctx.app,
          token,
          i % 2
            ? flightBooking({ fullName: `Traveller ${i}` })
            : hotelBooking({ guestName: `Guest ${i}` }),
        ),
      ),
    );
    expect(responses.map((res) => res.statusCode)).toEqual(Array(40).fill(201));
    const created = responses.map((res) => bookingSchema.parse(res.json()));
    expect(new Set(created.map((booking) => booking.reference)).size).toBe(40);
    expect(new Set(created.map((booking) => booking.id)).size).toBe(40);
    // Each answer is its own request's booking, as stored.
    created.forEach((booking, i) => {
      const name = booking.type === 'flight' ? booking.details.fullName : booking.details.guestName;
      expect(name).toBe(i % 2 ? `Traveller ${i}` : `Guest ${i}`);
    });
    const stored = await ctx.database.db.select().from(bookings).where(eq(bookings.userId, userId));
    expect(new Set(stored.map((row) => row.id))).toEqual(new Set(created.map((b) => b.id)));
    // The answer is built from the row as sent, not read back: it must be what a read finds.
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/reservations',
      headers: bearer(token),
    });
    const byId = new Map(reservationsResponseSchema.parse(listed.json()).map((b) => [b.id, b]));
    for (const booking of created) expect(byId.get(booking.id)).toEqual(booking);
  });

  it('draws a new reference for a booking whose reference another booking took', async () => {
    const taken = `FL${String(Date.now()).slice(-9)}AB`;
    let draws = 0;
    // Both calls draw the same reference first; the second draw of the loser is fresh.
    const newRef = () => (draws++ < 2 ? taken : `FL${String(100_000_000 + draws)}AB`);
    const [a, b] = await Promise.all([
      insertBooking(ctx.database.db, userId, planned(), newRef, confirmation),
      insertBooking(ctx.database.db, userId, planned(), newRef, confirmation),
    ]);
    expect([a.reference, b.reference]).toContain(taken);
    expect(a.reference).not.toBe(b.reference);
    expect(a.id).not.toBe(b.id);
    expect(draws).toBe(3);
    // The attempt that lost its reference queued no mail: each booking has one confirmation.
    expect(await confirmationsOf(ctx.database.db, [a.id, b.id])).toEqual([1, 1]);
  });

  it('fails only the booking whose row is refused, not the others', async () => {
    const results = await Promise.allSettled([
      insertBooking(
        ctx.database.db,
        userId,
        planned(),
        () => `A${randomUUID().slice(0, 8)}`,
        confirmation,
      ),
      // No such user: the foreign key refuses this row.
      insertBooking(
        ctx.database.db,
        randomUUID(),
        planned(),
        () => `B${randomUUID().slice(0, 8)}`,
        confirmation,
      ),
      insertBooking(
        ctx.database.db,
        userId,
        planned(),
        () => `C${randomUUID().slice(0, 8)}`,
        confirmation,
      ),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const stored = results.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value.id] : [],
    );
    expect(await confirmationsOf(ctx.database.db, stored)).toEqual([1, 1]);
    // Nothing of the refused booking is queued: every confirmation names a stored booking.
    const storedIds = new Set((await ctx.database.db.select().from(bookings)).map((b) => b.id));
    for (const row of await ctx.database.db.select().from(emailOutbox)) {
      expect(storedIds).toContain(row.payload.recordId);
    }
  });

  it('counts simultaneous hits on one key one by one', async () => {
    const key = `test:${randomUUID()}`;
    const other = `test:${randomUUID()}`;
    const hits = await Promise.all([
      hitRateLimit(ctx.database.db, key, 60_000),
      hitRateLimit(ctx.database.db, other, 60_000),
      hitRateLimit(ctx.database.db, key, 60_000),
      hitRateLimit(ctx.database.db, key, 60_000),
      hitRateLimit(ctx.database.db, other, 60_000),
    ]);
    // Each hit gets its own total, in whichever order the database took them.
    const totals = (indexes: number[]) => indexes.map((i) => hits[i]?.hits).sort();
    expect(totals([0, 2, 3])).toEqual([1, 2, 3]);
    expect(totals([1, 4])).toEqual([1, 2]);
    for (const hit of hits) {
      expect(hit.ttlMs).toBeGreaterThan(50_000);
      expect(hit.ttlMs).toBeLessThanOrEqual(60_000);
    }
    // A later hit goes on counting from the stored total.
    expect((await hitRateLimit(ctx.database.db, key, 60_000)).hits).toBe(4);
  });

  it('counts a key with a lone surrogate, which the database stores as U+FFFD', async () => {
    const key = `test:${randomUUID()}\udbff`;
    const [first, second] = await Promise.all([
      hitRateLimit(ctx.database.db, key, 60_000),
      hitRateLimit(ctx.database.db, key, 60_000),
    ]);
    expect([first.hits, second.hits].sort()).toEqual([1, 2]);
  });

  it('answers look-ups as signed in until the sign-out, and not after', async () => {
    const { token: leaving } = await registerUser(ctx.app);
    const hash = hashSessionToken(leaving);
    expect((await findLiveSession(ctx.database.db, hash))?.user.username).toBeDefined();
    await revokeAuthSession(ctx.database.db, hash);
    expect(await findLiveSession(ctx.database.db, hash)).toBeUndefined();
  });

  it('answers each simultaneous session look-up with its own session', async () => {
    const second = await registerUser(ctx.app);
    const [mine, theirs, nobody, mineAgain] = await Promise.all([
      findLiveSession(ctx.database.db, hashSessionToken(token)),
      findLiveSession(ctx.database.db, hashSessionToken(second.token)),
      findLiveSession(ctx.database.db, hashSessionToken('not-a-token')),
      findLiveSession(ctx.database.db, hashSessionToken(token)),
    ]);
    expect(mine?.user.id).toBe(userId);
    expect(theirs?.user.id).toBe(second.userId);
    expect(nobody).toBeUndefined();
    expect(mineAgain?.user.id).toBe(userId);
    expect(mineAgain?.user).not.toBe(mine?.user);
  });
});
