import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseSchema, purchasesResponseSchema } from '@common/contracts/purchases';
import { bookings, purchases } from '../src/db/schema';
import { createTestApp } from './helpers/test-app';
import { bearer, randomIp, registerUser } from './helpers/test-users';
import {
  book,
  buy,
  flightBooking,
  insurancePurchase,
  postPurchase,
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

const storedCount = async () => (await ctx.database.db.select().from(purchases)).length;

async function expectRefused(payload: object, message: string | RegExp) {
  const before = await storedCount();
  const res = await postPurchase(ctx.app, token, payload);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message: expect.stringMatching(message) });
  expect(await storedCount()).toBe(before);
}

describe('POST /api/purchases', () => {
  it('needs a sign-in: 401 JSON and nothing stored', async () => {
    const before = await storedCount();
    const res = await postPurchase(ctx.app, undefined, insurancePurchase());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(await storedCount()).toBe(before);
  });

  it('confirms travel insurance at its price with a 9-character reference and the metadata', async () => {
    const payload = insurancePurchase({ serviceName: '  Travel Insurance  ' });
    const res = await postPurchase(ctx.app, token, payload);
    expect(res.statusCode).toBe(201);
    const body = purchaseSchema.parse(res.json());
    expect(body).toEqual({
      id: expect.any(String),
      type: 'travel-insurance',
      serviceName: 'Travel Insurance',
      destination: 'Japan',
      metadata: insurancePurchase().metadata,
      price: '49.99',
      currency: 'USD',
      status: 'confirmed',
      reference: expect.stringMatching(/^[A-Z0-9]{9}$/),
      createdAt: expect.any(String),
    });
    const [row] = await ctx.database.db.select().from(purchases).where(eq(purchases.id, body.id));
    expect(row).toMatchObject({
      price: '49.99',
      reference: body.reference,
      // The passport number is stored encrypted (server/test/passport-encryption.test.ts).
      metadata: {
        passengerInfo: {
          passengerName: 'Marie Curie',
          passportNumber: expect.stringMatching(/^enc:v1:/),
        },
      },
    });
  });

  it('takes the price and the service name from the type, whatever the body says', async () => {
    const cases = [
      ['dummy-flight', '29.99', 'Dummy Flight Booking'],
      ['dummy-hotel', '24.99', 'Dummy Hotel Booking'],
      ['travel-insurance', '49.99', 'Travel Insurance'],
      ['tours', '39.99', 'Travel Service'],
      ['esim', '39.99', 'Travel Service'],
      ['car-rental', '39.99', 'Travel Service'],
    ] as const;
    for (const [type, price, serviceName] of cases) {
      const res = await postPurchase(
        ctx.app,
        token,
        insurancePurchase({ type, serviceName: 'Schengen visa approved', price: undefined }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ type, price, serviceName });
    }
  });

  it('accepts a body without a service name', async () => {
    const res = await postPurchase(ctx.app, token, insurancePurchase({ serviceName: undefined }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ serviceName: 'Travel Insurance' });
  });

  it('refuses a service type it does not sell, so the verify page never vouches for one', async () => {
    for (const type of ['schengen-visa-approved', 'e-sim', 'visa']) {
      await expectRefused(
        insurancePurchase({ type, price: undefined }),
        /^Unknown service type; one of travel-insurance, /,
      );
    }
  });

  it('shows on the public verify page only the name the server wrote', async () => {
    const bought = await buy(
      ctx.app,
      token,
      insurancePurchase({
        type: 'dummy-flight',
        serviceName: 'Schengen visa approved',
        price: undefined,
      }),
    );
    const verified = await ctx.app.inject({
      method: 'GET',
      url: `/api/verify/${bought.reference}`,
      remoteAddress: randomIp(),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      type: 'dummy-flight',
      description: 'Dummy Flight Booking',
    });
    expect(verified.body).not.toContain('Schengen');
  });

  it('accepts the price it would charge, and refuses a tampered one with nothing stored', async () => {
    expect(
      await buy(ctx.app, token, insurancePurchase({ type: 'dummy-flight', price: '29.99' })),
    ).toMatchObject({ price: '29.99' });
    await expectRefused(
      insurancePurchase({ price: '0.01' }),
      /^Price does not match the service price of \$49\.99$/,
    );
    await expectRefused(
      insurancePurchase({ type: 'dummy-hotel', price: '49.99' }),
      /^Price does not match the service price of \$24\.99$/,
    );
    await expectRefused(
      insurancePurchase({ type: 'car-rental', price: 'free' }),
      /^Price does not match the service price of \$39\.99$/,
    );
  });

  it('refuses the visa orders, which have their own call and prices', async () => {
    await expectRefused(
      insurancePurchase({ type: 'visa-service', price: undefined }),
      /visa-orders/,
    );
    await expectRefused(
      insurancePurchase({ type: 'visa-bundle', price: undefined }),
      /visa-orders/,
    );
  });

  it('refuses missing passenger details and malformed types', async () => {
    const withPassenger = (passengerInfo: object) =>
      insurancePurchase({ metadata: { ...insurancePurchase().metadata, passengerInfo } });
    await expectRefused(
      withPassenger({ passengerName: 'Marie Curie', passportNumber: '', phoneNumber: '1' }),
      /passportNumber: is required/,
    );
    await expectRefused(
      withPassenger({ passengerName: 'Marie Curie', passportNumber: 'P1' }),
      /phoneNumber/,
    );
    await expectRefused(insurancePurchase({ type: 'Travel Insurance!' }), /type/);
    await expectRefused(insurancePurchase({ status: 'pending' }), /status/);
  });
});

describe('DELETE /api/purchases/{id}', () => {
  const remove = (id: string, who?: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/purchases/${id}`,
      headers: bearer(who),
      remoteAddress: randomIp(),
    });
  const listPurchases = async (who: string) =>
    purchasesResponseSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/purchases',
          headers: bearer(who),
          remoteAddress: randomIp(),
        })
      ).json(),
    );

  it("deletes the user's own purchase: 204, then it is gone and a second delete is 404", async () => {
    const purchase = await buy(ctx.app, token, insurancePurchase());
    const res = await remove(purchase.id, token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await listPurchases(token)).map((p) => p.id)).not.toContain(purchase.id);
    const again = await remove(purchase.id, token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'No purchase or booking with this id' });
  });

  it("answers 404 for another user's purchase or booking and keeps it", async () => {
    const owner = await registerUser(ctx.app);
    const purchase = await buy(ctx.app, owner.token, insurancePurchase());
    const booking = await book(ctx.app, owner.token, flightBooking());
    for (const id of [purchase.id, booking.id]) {
      const res = await remove(id, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'No purchase or booking with this id' });
    }
    expect((await listPurchases(owner.token)).map((p) => p.id)).toContain(purchase.id);
    const kept = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept).toHaveLength(1);
  });

  it("deletes the user's own booking too (the dashboard deletes both through this path)", async () => {
    const booking = await book(ctx.app, token, flightBooking());
    expect((await remove(booking.id, token)).statusCode).toBe(204);
    const gone = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(gone).toEqual([]);
  });

  it('answers 404 for an unknown id, 400 for a malformed one and 401 signed out', async () => {
    expect((await remove('6f1c2a84-5b1e-4c3d-9a7b-0c2d4e6f8a10', token)).statusCode).toBe(404);
    const malformed = await remove('not-an-id', token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: expect.stringContaining('id') });
    const purchase = await buy(ctx.app, token, insurancePurchase());
    expect((await remove(purchase.id)).statusCode).toBe(401);
    expect((await listPurchases(token)).map((p) => p.id)).toContain(purchase.id);
  });
});
