import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISA_BUNDLE_VALID_DAYS } from '@common/contracts/visa-orders';
import { purchases } from '../src/db/schema';
import { createTestApp } from './helpers/test-app';
import { bearer, randomIp, registerUser } from './helpers/test-users';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ token } = await registerUser(ctx.app));
});
afterAll(async () => {
  await ctx.close();
});

const BUNDLE = { type: 'visa-bundle', nationality: 'IN', destination: 'JP', visaType: 'tourist' };

function order(payload: object, options: { token?: string; ip?: string } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/visa-orders',
    payload,
    headers: bearer(options.token),
    remoteAddress: options.ip ?? randomIp(),
  });
}

describe('POST /api/visa-orders', () => {
  it('verifies a bundle as valid for the days its replies promise', async () => {
    const res = await order(BUNDLE, { token });
    expect(res.statusCode).toBe(201);
    const { reference, createdAt } = res.json<{ reference: string; createdAt: string }>();
    const verified = await ctx.app.inject({
      method: 'GET',
      url: `/api/verify/${reference}`,
      remoteAddress: randomIp(),
    });
    const valid = Date.parse(createdAt) + VISA_BUNDLE_VALID_DAYS * 86_400_000;
    expect(verified.json()).toMatchObject({
      state: 'valid',
      validUntil: new Date(valid).toISOString(),
    });
  });

  it('needs a sign-in: 401 JSON and nothing stored', async () => {
    const before = (await ctx.database.db.select().from(purchases)).length;
    const res = await order(BUNDLE);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await ctx.database.db.select().from(purchases)).length).toBe(before);
  });

  it('confirms a bundle at the server price, whatever price the body claims', async () => {
    const res = await order(
      { ...BUNDLE, price: '0.01', currency: 'EUR', status: 'pending' },
      { token },
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(String),
      reference: expect.stringMatching(/^VB-[A-Z0-9]{9}$/),
      type: 'visa-bundle',
      nationality: 'IN',
      destination: 'JP',
      visaType: 'tourist',
      price: '49.00',
      currency: 'USD',
      status: 'confirmed',
      createdAt: expect.any(String),
    });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);

    const [row] = await ctx.database.db.select().from(purchases).where(eq(purchases.id, body.id));
    expect(row).toMatchObject({
      type: 'visa-bundle',
      serviceName: 'Visa Bundle: Japan',
      destination: 'Japan',
      metadata: { nationality: 'IN', destination: 'JP', visaType: 'tourist' },
      price: '49.00',
      currency: 'USD',
      status: 'confirmed',
      reference: body.reference,
    });
  });

  it('confirms the professional service with a VS- reference and its price', async () => {
    const res = await order(
      { type: 'visa-service', nationality: 'NG', destination: 'GB' },
      { token },
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.reference).toMatch(/^VS-[A-Z0-9]{9}$/);
    expect(body.price).toBe('199.00');
    expect(body).not.toHaveProperty('visaType');

    const [row] = await ctx.database.db.select().from(purchases).where(eq(purchases.id, body.id));
    expect(row?.serviceName).toBe('Professional Visa Service: United Kingdom');
    expect(row?.metadata).toEqual({ nationality: 'NG', destination: 'GB' });
  });

  it.each([
    ['an unknown type', { type: 'visa-gold' }, /^Invalid body: type: /],
    ['an unknown nationality code', { nationality: 'XX' }, /^Invalid body: nationality: /],
    ['a country name instead of a code', { destination: 'Japan' }, /^Invalid body: destination: /],
    ['a lower-case code', { destination: 'jp' }, /^Invalid body: destination: /],
    ['an unknown visa type', { visaType: 'holiday' }, /^Invalid body: visaType: /],
    ['a missing destination', { destination: undefined }, /^Invalid body: destination: /],
  ])('rejects %s with 400 JSON', async (_label, overrides, message) => {
    const res = await order({ ...BUNDLE, ...overrides }, { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('issues a different reference for every order', async () => {
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        order({ ...BUNDLE, type: i % 2 ? 'visa-service' : 'visa-bundle' }, { token }),
      ),
    );
    expect(results.map((res) => res.statusCode)).toEqual(results.map(() => 201));
    const references = results.map((res) => res.json<{ reference: string }>().reference);
    expect(new Set(references).size).toBe(references.length);
    for (const reference of references) expect(reference).toMatch(/^V[BS]-[A-Z0-9]{9}$/);
  });

  it('limits one client address to 30 orders a minute (429 JSON)', async () => {
    const ip = randomIp();
    for (let i = 0; i < 30; i++) expect((await order(BUNDLE, { token, ip })).statusCode).toBe(201);
    const res = await order(BUNDLE, { token, ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: expect.stringMatching(/^Too many attempts/) });
  });
});
