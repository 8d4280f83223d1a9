import { nanoid } from 'nanoid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '@common/contracts/chat';
import type { Database } from '../src/db/database';
import { blogEntries } from '../src/db/schema';
import type { ResolvedInquiry } from '../src/domain/assistant/assistant-types';
import {
  createBlogRecorder,
  saveTurnWithBlogEntry,
  type BlogRecorder,
} from '../src/domain/blog/blog-recorder';
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

/** The context each session's last stored turn left, so the next turn starts from it. */
const contexts = new Map<string, Conversation>();
let revision = 0;

/** What saveTurnWithBlogEntry logged as failed: none of these turns may need its fallback. */
const failures = {
  logged: [] as string[],
  error: (_: object, message: string) => failures.logged.push(message),
};
afterEach(() => {
  expect(failures.logged).toEqual([]);
});

/**
 * One turn of the session answering `inquiry`, as the chat route stores it. `stale` stores the
 * turn from a context another turn has replaced, so it is refused.
 */
async function turn(
  recorder: BlogRecorder,
  request: { clientIp: string; sessionId: string; inquiry: ResolvedInquiry },
  options: { stale?: boolean } = {},
) {
  const claim = recorder.claim(request);
  const context: Conversation = { revision: (revision += 1) };
  const startedFrom = options.stale
    ? { revision: -1 }
    : contexts.get(request.sessionId) && { ...contexts.get(request.sessionId) };
  const turnToStore = {
    sessionId: request.sessionId,
    userId: null,
    startedFrom,
    user: { content: 'a question' },
    assistant: { content: 'an answer' },
    context,
  };
  const saved = await saveTurnWithBlogEntry(database.db, turnToStore, claim, failures);
  if (saved.outcome === 'saved') contexts.set(request.sessionId, context);
  return { claim: typeof claim === 'object' ? 'claimed' : claim, stored: saved.outcome };
}

describe('createBlogRecorder', () => {
  it('records a session and pair once, with the requirement, in the turn that answered it', async () => {
    const recorder = createBlogRecorder();
    const sessionId = nanoid();
    const request = { clientIp: '10.0.0.1', sessionId, inquiry: { ...IN_JP, days: 15 } };
    expect(await turn(recorder, request)).toEqual({ claim: 'claimed', stored: 'saved' });
    expect(await turn(recorder, request)).toEqual({ claim: 'already-recorded', stored: 'saved' });
    expect(await rowsOf(sessionId)).toEqual([
      expect.objectContaining({
        nationality: 'IN',
        destination: 'JP',
        category: 'visa_required',
        days: 15,
      }),
    ]);
    // Another pair in the same session, and the same pair in another session, are new entries.
    await turn(recorder, { ...request, inquiry: IN_GB });
    const other = nanoid();
    await turn(recorder, { ...request, sessionId: other });
    expect(await rowsOf(sessionId)).toHaveLength(2);
    expect(await rowsOf(other)).toHaveLength(1);
  });

  it('leaves the decision to the database when another instance recorded it', async () => {
    const sessionId = nanoid();
    const request = { clientIp: '10.0.0.2', sessionId, inquiry: IN_JP };
    expect(await turn(createBlogRecorder(), request)).toEqual({
      claim: 'claimed',
      stored: 'saved',
    });
    // The other instance's claim takes, and its turn is stored: the entry is not doubled.
    expect(await turn(createBlogRecorder(), request)).toEqual({
      claim: 'claimed',
      stored: 'saved',
    });
    expect(await rowsOf(sessionId)).toHaveLength(1);
  });

  it('records nothing for a turn that was not stored, and lets a later turn record it', async () => {
    const recorder = createBlogRecorder({ perClient: { max: 1, windowMs: 60_000 } });
    const sessionId = nanoid();
    const request = { clientIp: '10.0.0.4', sessionId, inquiry: IN_JP };
    expect(await turn(recorder, request, { stale: true })).toEqual({
      claim: 'claimed',
      stored: 'moved_on',
    });
    expect(await rowsOf(sessionId)).toEqual([]);
    // The key and the client's one slot came back with the refused turn.
    expect(await turn(recorder, request)).toEqual({ claim: 'claimed', stored: 'saved' });
    expect(await rowsOf(sessionId)).toHaveLength(1);
  });

  it('skips an inquiry about the own country', async () => {
    const sessionId = nanoid();
    const outcome = await turn(createBlogRecorder(), {
      clientIp: '10.0.0.3',
      sessionId,
      inquiry: { nationality: 'JP', destination: 'JP', category: 'own_country' },
    });
    expect(outcome).toEqual({ claim: 'own-country', stored: 'saved' });
    expect(await rowsOf(sessionId)).toEqual([]);
  });

  it('caps new entries per client address and window', async () => {
    let now = 1_000_000;
    const recorder = createBlogRecorder({
      perClient: { max: 2, windowMs: 60_000 },
      now: () => now,
    });
    const record = async (clientIp: string, sessionId: string) =>
      (await turn(recorder, { clientIp, sessionId, inquiry: IN_JP })).claim;
    const sessions = Array.from({ length: 5 }, () => nanoid());
    expect(await record('10.0.1.1', sessions[0] ?? '')).toBe('claimed');
    expect(await record('10.0.1.1', sessions[1] ?? '')).toBe('claimed');
    expect(await record('10.0.1.1', sessions[2] ?? '')).toBe('client-limit');
    expect(await rowsOf(sessions[2] ?? '')).toEqual([]);
    // A repeat costs nothing; another address has its own allowance.
    expect(await record('10.0.1.1', sessions[0] ?? '')).toBe('already-recorded');
    expect(await record('10.0.1.2', sessions[3] ?? '')).toBe('claimed');
    // The next window allows more.
    now += 60_000;
    expect(await record('10.0.1.1', sessions[2] ?? '')).toBe('claimed');
    expect(await rowsOf(sessions[2] ?? '')).toHaveLength(1);
  });

  it('forgets the oldest keys past its bound, and then leaves it to the database', async () => {
    const recorder = createBlogRecorder({
      maxRememberedKeys: 1,
      perClient: { max: 3, windowMs: 60_000 },
    });
    const record = async (sessionId: string) =>
      (await turn(recorder, { clientIp: '10.0.2.1', sessionId, inquiry: IN_JP })).claim;
    const [a, b, c] = [nanoid(), nanoid(), nanoid()];
    expect(await record(a)).toBe('claimed');
    expect(await record(b)).toBe('claimed');
    // `a` was forgotten: the database keeps it single, and the attempt used the third slot.
    expect(await record(a)).toBe('claimed');
    expect(await record(c)).toBe('client-limit');
    expect(await rowsOf(a)).toHaveLength(1);
  });
});
