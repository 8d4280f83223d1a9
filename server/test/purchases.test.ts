import * as crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { purchasesResponseSchema } from '@common/contracts/purchases';
import { insertPurchase, type NewPurchase } from '../src/db/repositories/purchases';
import { purchases, users } from '../src/db/schema';
import { uniqueViolation } from '../src/db/unique-violation';
import { confirmationOf, confirmationsOf } from './helpers/confirmations';
import { createTestApp } from './helpers/test-app';
import { bearer, randomIp, registerUser } from './helpers/test-users';

// The real generator unless a test forces a clash.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, randomInt: vi.fn(actual.randomInt) };
});
const randomInt = vi.mocked(crypto.randomInt);
const actualCrypto = await vi.importActual<typeof crypto>('node:crypto');

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});
afterEach(() => {
  randomInt.mockReset();
  randomInt.mockImplementation(actualCrypto.randomInt);
});

function listPurchases(token?: string) {
  return ctx.app.inject({
    method: 'GET',
    url: '/api/purchases',
    headers: bearer(token),
    remoteAddress: randomIp(),
  });
}
async function buy(token: string, payload: object) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/visa-orders',
    payload,
    headers: bearer(token),
    remoteAddress: randomIp(),
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; reference: string }>();
}

describe('GET /api/purchases', () => {
  it('needs a sign-in: 401 JSON', async () => {
    const res = await listPurchases();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it("lists the user's own purchases, newest first, and nobody else's", async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    expect((await listPurchases(alice.token)).json()).toEqual([]);

    const first = await buy(alice.token, {
      type: 'visa-bundle',
      nationality: 'IN',
      destination: 'JP',
    });
    const second = await buy(alice.token, {
      type: 'visa-service',
      nationality: 'IN',
      destination: 'FR',
      visaType: 'business',
    });
    const bobs = await buy(bob.token, {
      type: 'visa-bundle',
      nationality: 'US',
      destination: 'CN',
    });

    const res = await listPurchases(alice.token);
    expect(res.statusCode).toBe(200);
    const list = purchasesResponseSchema.parse(res.json());
    expect(list.map((p) => p.reference)).toEqual([second.reference, first.reference]);
    expect(list[0]).toEqual({
      id: second.id,
      type: 'visa-service',
      serviceName: 'Professional Visa Service: France',
      destination: 'France',
      metadata: { nationality: 'IN', destination: 'FR', visaType: 'business' },
      price: '199.00',
      currency: 'USD',
      status: 'confirmed',
      reference: second.reference,
      createdAt: expect.any(String),
    });
    expect(list[1]).toMatchObject({ type: 'visa-bundle', price: '49.00', destination: 'Japan' });

    const bobsList = (await listPurchases(bob.token)).json<{ reference: string }[]>();
    expect(bobsList.map((p) => p.reference)).toEqual([bobs.reference]);
  });
});

describe('stored purchases', () => {
  const purchase = (userId: string): NewPurchase => ({
    userId,
    type: 'visa-bundle',
    serviceName: 'Visa Bundle: Japan',
    destination: 'Japan',
    metadata: {},
    price: '49.00',
    currency: 'USD',
    status: 'confirmed',
  });

  const confirmation = confirmationOf('purchase_confirmation');

  it('draws again when a reference is already taken', async () => {
    const { userId } = await registerUser(ctx.app);
    // 'A' nine times, twice (a clash), then 'B' nine times.
    randomInt.mockImplementation(() => 0);
    const taken = await insertPurchase(ctx.database.db, purchase(userId), 'VB-', confirmation);
    expect(taken.reference).toBe('VB-AAAAAAAAA');
    let calls = 0;
    randomInt.mockImplementation(() => (calls++ < 9 ? 0 : 1));
    const next = await insertPurchase(ctx.database.db, purchase(userId), 'VB-', confirmation);
    expect(next.reference).toBe('VB-BBBBBBBBB');
    // The attempt that clashed queued nothing: one confirmation each.
    expect(await confirmationsOf(ctx.database.db, [taken.id, next.id])).toEqual([1, 1]);
  });

  it('gives up after a few clashes rather than looping', async () => {
    const { userId } = await registerUser(ctx.app);
    randomInt.mockImplementation(() => 2);
    await insertPurchase(ctx.database.db, purchase(userId), 'VS-', confirmation);
    randomInt.mockClear();
    await expect(
      insertPurchase(ctx.database.db, purchase(userId), 'VS-', confirmation),
    ).rejects.toSatisfy((error) => uniqueViolation(error) === 'purchases_reference_unique');
    // Five draws of nine characters each, then no more.
    expect(randomInt).toHaveBeenCalledTimes(5 * 9);
  });

  it("go when the user's account goes", async () => {
    const { userId, token } = await registerUser(ctx.app);
    await buy(token, { type: 'visa-bundle', nationality: 'IN', destination: 'JP' });
    const ofUser = () =>
      ctx.database.db.select().from(purchases).where(eq(purchases.userId, userId));
    expect(await ofUser()).toHaveLength(1);
    await ctx.database.db.delete(users).where(eq(users.id, userId));
    expect(await ofUser()).toEqual([]);
  });
});
