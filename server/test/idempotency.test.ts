import { and, eq, sql } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, idempotencyKeys, purchases } from '../src/db/schema';
import { requireUser } from '../src/plugins/auth';
import { idempotencyKey, recordIdempotencyAnswer } from '../src/plugins/idempotency';
import { createTestApp } from './helpers/test-app';
import { bearer, randomIp, registerUser } from './helpers/test-users';
import { flightBooking, insurancePurchase } from './helpers/travel-fixtures';

// A booking or purchase retried after its response was lost must not be stored twice: the
// Idempotency-Key header names the user's action, and the same key gets the first answer.

// A test route behind the same guard as the order routes, whose handler the test drives: it
// can fail with a server error, or hold its answer until the test lets it go.
const testRoute = {
  failNext: false,
  hold: undefined as { entered: () => void; release: Promise<void> } | undefined,
  calls: 0,
};

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({
    extend: (app) => {
      app.post(
        '/api/test/order',
        { preHandler: [requireUser, idempotencyKey], onSend: recordIdempotencyAnswer },
        async (_request, reply) => {
          testRoute.calls += 1;
          const call = testRoute.calls;
          if (testRoute.failNext) {
            testRoute.failNext = false;
            throw new Error('the order could not be stored');
          }
          const hold = testRoute.hold;
          if (hold) {
            hold.entered();
            await hold.release;
          }
          return reply.code(201).send({ call });
        },
      );
    },
  });
});
afterAll(async () => {
  await ctx.close();
});

const ROUTES = [
  { url: '/api/bookings', table: bookings, body: () => flightBooking() },
  { url: '/api/purchases', table: purchases, body: () => insurancePurchase() },
  {
    url: '/api/visa-orders',
    table: purchases,
    body: () => ({ type: 'visa-bundle', nationality: 'IN', destination: 'JP' }),
  },
] as const;

function post(url: string, token: string, payload: object, key?: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    remoteAddress: randomIp(),
  });
}

async function countRows(table: (typeof ROUTES)[number]['table'], userId: string) {
  const rows = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.userId, userId));
  return rows[0]?.n ?? 0;
}

describe.each(ROUTES)('Idempotency-Key on POST $url', ({ url, table, body }) => {
  it('answers a retry with the first answer and stores nothing new', async () => {
    const { token, userId } = await registerUser(ctx.app);
    const key = nanoid();
    const first = await post(url, token, body(), key);
    expect(first.statusCode).toBe(201);
    const retry = await post(url, token, body(), key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await countRows(table, userId)).toBe(1);
  });

  it('stores two orders for two keys, and for no key at all', async () => {
    const { token, userId } = await registerUser(ctx.app);
    expect((await post(url, token, body(), nanoid())).statusCode).toBe(201);
    expect((await post(url, token, body(), nanoid())).statusCode).toBe(201);
    expect((await post(url, token, body())).statusCode).toBe(201);
    expect((await post(url, token, body())).statusCode).toBe(201);
    expect(await countRows(table, userId)).toBe(4);
  });

  it('resolves two concurrent requests with one key to one order', async () => {
    const { token, userId } = await registerUser(ctx.app);
    const key = nanoid();
    const answers = await Promise.all([
      post(url, token, body(), key),
      post(url, token, body(), key),
    ]);
    const statuses = answers.map((res) => res.statusCode).sort();
    // The second either waited for the first answer or heard that it is still being made.
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    const created = answers.filter((res) => res.statusCode === 201).map((res) => res.json());
    expect(new Set(created.map((order: { id: string }) => order.id)).size).toBe(1);
    expect(await countRows(table, userId)).toBe(1);
    const later = await post(url, token, body(), key);
    expect(later.json()).toEqual(created[0]);
  });
});

describe('Idempotency-Key rules', () => {
  it('refuses the same key with a different body with 422, storing nothing', async () => {
    const { token, userId } = await registerUser(ctx.app);
    const key = nanoid();
    expect((await post('/api/bookings', token, flightBooking(), key)).statusCode).toBe(201);
    const other = await post('/api/bookings', token, flightBooking({ passengers: 3 }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: expect.stringContaining('Idempotency-Key') });
    expect(await countRows(bookings, userId)).toBe(1);
  });

  it('refuses the same key on another route with 422', async () => {
    const { token, userId } = await registerUser(ctx.app);
    const key = nanoid();
    expect((await post('/api/purchases', token, insurancePurchase(), key)).statusCode).toBe(201);
    const res = await post('/api/bookings', token, flightBooking(), key);
    expect(res.statusCode).toBe(422);
    expect(await countRows(bookings, userId)).toBe(0);
  });

  it("keeps one user's key apart from another's", async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const key = nanoid();
    const a = await post('/api/bookings', alice.token, flightBooking(), key);
    const b = await post('/api/bookings', bob.token, flightBooking(), key);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json<{ id: string }>().id).not.toBe(a.json<{ id: string }>().id);
    expect(await countRows(bookings, bob.userId)).toBe(1);
  });

  it('forgets a key after 24 hours', async () => {
    const { token, userId } = await registerUser(ctx.app);
    const key = nanoid();
    const first = await post('/api/bookings', token, flightBooking(), key);
    expect(first.statusCode).toBe(201);
    await ctx.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000) })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    const again = await post('/api/bookings', token, flightBooking(), key);
    expect(again.statusCode).toBe(201);
    expect(again.json<{ id: string }>().id).not.toBe(first.json<{ id: string }>().id);
    expect(await countRows(bookings, userId)).toBe(2);
  });

  it('replays a refusal too, storing nothing', async () => {
    const { token, userId } = await registerUser(ctx.app);
    const key = nanoid();
    const wrongPrice = insurancePurchase({ price: '0.01' });
    const refused = await post('/api/purchases', token, wrongPrice, key);
    expect(refused.statusCode).toBe(400);
    const again = await post('/api/purchases', token, wrongPrice, key);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refused.json());
    expect(await countRows(purchases, userId)).toBe(0);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(101)],
    ['with a control character', 'abc\u0001def'],
  ])('refuses a key that is %s with 400 JSON', async (_label, key) => {
    const { token, userId } = await registerUser(ctx.app);
    const res = await post('/api/bookings', token, flightBooking(), key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.stringContaining('Idempotency-Key') });
    expect(await countRows(bookings, userId)).toBe(0);
  });

  it('accepts a key of exactly 100 printable characters', async () => {
    const { token } = await registerUser(ctx.app);
    const key = 'a b~'.padEnd(100, 'x');
    expect((await post('/api/bookings', token, flightBooking(), key)).statusCode).toBe(201);
    expect((await post('/api/bookings', token, flightBooking(), key)).statusCode).toBe(201);
  });

  it('gives the key back after a server error, so the retry runs the order', async () => {
    const { token } = await registerUser(ctx.app);
    const key = nanoid();
    testRoute.failNext = true;
    const failed = await post('/api/test/order', token, { item: 1 }, key);
    expect(failed.statusCode).toBe(500);
    const retried = await post('/api/test/order', token, { item: 1 }, key);
    expect(retried.statusCode).toBe(201);
    const replayed = await post('/api/test/order', token, { item: 1 }, key);
    expect(replayed.statusCode).toBe(201);
    expect(replayed.json()).toEqual(retried.json());
    expect(replayed.headers['idempotent-replayed']).toBe('true');
  });

  it('answers 409 with Retry-After while the first request with the key still runs', async () => {
    const { token } = await registerUser(ctx.app);
    const key = nanoid();
    let entered!: () => void;
    let release!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    testRoute.hold = { entered, release: new Promise<void>((resolve) => (release = resolve)) };
    try {
      const first = post('/api/test/order', token, { item: 2 }, key);
      await inHandler;
      const meanwhile = await post('/api/test/order', token, { item: 2 }, key);
      expect(meanwhile.statusCode).toBe(409);
      expect(meanwhile.headers['retry-after']).toBe('1');
      expect(meanwhile.json()).toEqual({ message: expect.stringContaining('Idempotency-Key') });
      release();
      const answer = await first;
      expect(answer.statusCode).toBe(201);
      const after = await post('/api/test/order', token, { item: 2 }, key);
      expect(after.json()).toEqual(answer.json());
    } finally {
      testRoute.hold = undefined;
      release();
    }
  });
});
