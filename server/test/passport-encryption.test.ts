import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  createFieldCipher,
  DATA_ENCRYPTION_KEY_FILE,
  DataEncryptionKeyError,
  loadOrCreateKeyFile,
} from '../src/db/field-encryption';
import { bookings, purchases } from '../src/db/schema';
import { TEST_DATA_ENCRYPTION_KEY } from './helpers/data-encryption-key';
import { createTestApp } from './helpers/test-app';
import { bearer, randomIp, registerUser } from './helpers/test-users';
import {
  book,
  flightBooking,
  insurancePurchase,
  postBooking,
  postPurchase,
} from './helpers/travel-fixtures';

// Passport numbers are encrypted at rest with DATA_ENCRYPTION_KEY; the API shows them as typed.

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let user: { token: string; userId: string };
beforeAll(async () => {
  ctx = await createTestApp();
  user = await registerUser(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(user.token), remoteAddress: randomIp() });

describe('passport numbers at rest', () => {
  it('stores a flight booking without the plain passport number and shows it decrypted', async () => {
    const passportNumber = `P${randomBytes(5).toString('hex').toUpperCase()}`;
    const res = await postBooking(ctx.app, user.token, flightBooking({ passportNumber }));
    expect(res.statusCode).toBe(201);
    const booking = res.json<{ id: string; details: Record<string, unknown> }>();
    expect(booking.details).toMatchObject({ passportNumber });

    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(JSON.stringify(row)).not.toContain(passportNumber);
    expect(row?.details).toMatchObject({
      fullName: 'John Doe',
      passportNumber: expect.stringMatching(/^enc:v1:/),
    });

    const listed = (await get('/api/reservations')).json<
      Array<{ id: string; details: Record<string, unknown> }>
    >();
    expect(listed.find((b) => b.id === booking.id)?.details).toMatchObject({ passportNumber });
  });

  it('stores a purchase without the plain passport number and shows it decrypted', async () => {
    const passportNumber = `Q${randomBytes(5).toString('hex').toUpperCase()}`;
    const base = insurancePurchase();
    const res = await postPurchase(
      ctx.app,
      user.token,
      insurancePurchase({
        metadata: {
          ...base.metadata,
          passengerInfo: { ...base.metadata.passengerInfo, passportNumber },
        },
      }),
    );
    expect(res.statusCode).toBe(201);
    const purchase = res.json<{ id: string; metadata: Record<string, unknown> }>();
    expect(purchase.metadata).toMatchObject({ passengerInfo: { passportNumber } });

    const [row] = await ctx.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, purchase.id));
    expect(JSON.stringify(row)).not.toContain(passportNumber);
    expect(row?.metadata).toMatchObject({
      passengerInfo: {
        passengerName: 'Marie Curie',
        passportNumber: expect.stringMatching(/^enc:v1:/),
      },
    });

    const listed = (await get('/api/purchases')).json<
      Array<{ id: string; metadata: Record<string, unknown> }>
    >();
    expect(listed.find((p) => p.id === purchase.id)?.metadata).toMatchObject({
      passengerInfo: { passportNumber },
    });
  });

  it('still reads a row stored in plain text before encryption', async () => {
    const booking = await book(ctx.app, user.token, flightBooking());
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    if (!row) throw new Error('no booking stored');
    await ctx.database.db.insert(bookings).values({
      ...row,
      id: randomUUID(),
      reference: `LEGACY${randomBytes(3).toString('hex').toUpperCase()}`,
      details: { ...row.details, passportNumber: 'LEGACY123' },
    });
    const listed = (await get('/api/reservations')).json<
      Array<{ reference: string; details: Record<string, unknown> }>
    >();
    const legacy = listed.find((b) => b.reference.startsWith('LEGACY'));
    expect(legacy?.details).toMatchObject({ passportNumber: 'LEGACY123' });
  });

  it('encrypts the same number differently each time', () => {
    const cipher = createFieldCipher(TEST_DATA_ENCRYPTION_KEY);
    const a = cipher.encrypt('X1234567');
    const b = cipher.encrypt('X1234567');
    expect(a).not.toBe(b);
    expect([cipher.decrypt(a), cipher.decrypt(b)]).toEqual(['X1234567', 'X1234567']);
  });
});

describe('a wrong key', () => {
  it('fails to decrypt with a clear error', () => {
    const stored = createFieldCipher(TEST_DATA_ENCRYPTION_KEY).encrypt('X1234567');
    const wrong = createFieldCipher(randomBytes(32));
    expect(() => wrong.decrypt(stored)).toThrow(DataEncryptionKeyError);
    expect(() => wrong.decrypt(stored)).toThrow(/DATA_ENCRYPTION_KEY is not the key/);
  });

  it('stops the app before it starts on a database written with another key', async () => {
    await expect(
      buildApp({ database: ctx.database, dataEncryptionKey: randomBytes(32) }),
    ).rejects.toThrow(
      new DataEncryptionKeyError(
        'DATA_ENCRYPTION_KEY does not match the key this database was encrypted with; set the original key',
      ),
    );
    // The running app still reads its data.
    expect((await get('/api/reservations')).statusCode).toBe(200);
  });
});

describe('the key file of the embedded database', () => {
  it('is generated once, readable by its owner only, and reused', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'algotrip-key-'));
    try {
      const key = loadOrCreateKeyFile(dataDir);
      expect(key).toHaveLength(32);
      const file = path.join(dataDir, DATA_ENCRYPTION_KEY_FILE);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(loadOrCreateKeyFile(dataDir)).toEqual(key);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a damaged key file with a clear error', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'algotrip-key-'));
    try {
      fs.writeFileSync(path.join(dataDir, DATA_ENCRYPTION_KEY_FILE), 'c2hvcnQ=\n');
      expect(() => loadOrCreateKeyFile(dataDir)).toThrow(DataEncryptionKeyError);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
