import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { blogEntries } from '../src/db/schema';
import type { ResolvedInquiry } from '../src/domain/assistant/assistant-types';
import { createBlogRecorder } from '../src/domain/blog/blog-recorder';
import { createTestDatabase } from './helpers/test-database';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => {
  await drop();
});

const IN_JP: ResolvedInquiry = { nationality: 'IN', destination: 'JP', category: 'visa_required' };
const IN_GB: ResolvedInquiry = { nationality: 'IN', destination: 'GB', category: 'visa_required' };

async function rowsOf(sessionId: string) {
  const rows = await database.db.select().from(blogEntries);
  return rows.filter((row) => row.sessionId === sessionId);
}

describe('createBlogRecorder', () => {
  it('records a session and pair once, with the requirement', async () => {
    const recorder = createBlogRecorder();
    const sessionId = nanoid();
    const request = { clientIp: '10.0.0.1', sessionId, inquiry: { ...IN_JP, days: 15 } };
    expect(await recorder.record(database.db, request)).toBe('recorded');
    expect(await recorder.record(database.db, request)).toBe('already-recorded');
    const rows = await rowsOf(sessionId);
    expect(rows).toEqual([
      expect.objectContaining({
        nationality: 'IN',
        destination: 'JP',
        category: 'visa_required',
        days: 15,
      }),
    ]);
    // Another pair in the same session, and the same pair in another session, are new entries.
    expect(await recorder.record(database.db, { ...request, inquiry: IN_GB })).toBe('recorded');
    const other = nanoid();
    expect(await recorder.record(database.db, { ...request, sessionId: other })).toBe('recorded');
    expect(await rowsOf(sessionId)).toHaveLength(2);
    expect(await rowsOf(other)).toHaveLength(1);
  });

  it('leaves the decision to the database when another instance recorded it', async () => {
    const sessionId = nanoid();
    const request = { clientIp: '10.0.0.2', sessionId, inquiry: IN_JP };
    expect(await createBlogRecorder().record(database.db, request)).toBe('recorded');
    expect(await createBlogRecorder().record(database.db, request)).toBe('already-recorded');
    expect(await rowsOf(sessionId)).toHaveLength(1);
  });

  it('skips an inquiry about the own country', async () => {
    const sessionId = nanoid();
    const outcome = await createBlogRecorder().record(database.db, {
      clientIp: '10.0.0.3',
      sessionId,
      inquiry: { nationality: 'JP', destination: 'JP', category: 'own_country' },
    });
    expect(outcome).toBe('own-country');
    expect(await rowsOf(sessionId)).toEqual([]);
  });

  it('caps new entries per client address and window', async () => {
    let now = 1_000_000;
    const recorder = createBlogRecorder({
      perClient: { max: 2, windowMs: 60_000 },
      now: () => now,
    });
    const record = (clientIp: string, sessionId: string) =>
      recorder.record(database.db, { clientIp, sessionId, inquiry: IN_JP });
    const sessions = Array.from({ length: 5 }, () => nanoid());
    expect(await record('10.0.1.1', sessions[0] ?? '')).toBe('recorded');
    expect(await record('10.0.1.1', sessions[1] ?? '')).toBe('recorded');
    expect(await record('10.0.1.1', sessions[2] ?? '')).toBe('client-limit');
    expect(await rowsOf(sessions[2] ?? '')).toEqual([]);
    // A repeat costs nothing; another address has its own allowance.
    expect(await record('10.0.1.1', sessions[0] ?? '')).toBe('already-recorded');
    expect(await record('10.0.1.2', sessions[3] ?? '')).toBe('recorded');
    // The next window allows more.
    now += 60_000;
    expect(await record('10.0.1.1', sessions[2] ?? '')).toBe('recorded');
    expect(await rowsOf(sessions[2] ?? '')).toHaveLength(1);
  });

  it('forgets the oldest keys past its bound, and then asks the database', async () => {
    const recorder = createBlogRecorder({
      maxRememberedKeys: 1,
      perClient: { max: 3, windowMs: 60_000 },
    });
    const record = (sessionId: string) =>
      recorder.record(database.db, { clientIp: '10.0.2.1', sessionId, inquiry: IN_JP });
    const [a, b, c] = [nanoid(), nanoid(), nanoid()];
    expect(await record(a)).toBe('recorded');
    expect(await record(b)).toBe('recorded');
    // `a` was forgotten: the database answers, and the attempt used the third slot.
    expect(await record(a)).toBe('already-recorded');
    expect(await record(c)).toBe('client-limit');
    expect(await rowsOf(a)).toHaveLength(1);
  });
});
