import { eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT, MAX_BODY_BYTES } from '@common/constants';
import { chatMessages, chatSessions } from '../src/db/schema';
import { createTestApp } from './helpers/test-app';
import { randomIp } from './helpers/test-users';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const NOT_FOUND = { message: 'Chat session not found' };
// A different client address per call, so registration's per-IP limit never bites.
let counter = 0;

type Auth = { token?: string; cookie?: string };
function headersOf(auth: Auth = {}): Record<string, string> {
  return {
    ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
    ...(auth.cookie ? { cookie: auth.cookie } : {}),
  };
}

function post(url: string, payload: unknown, auth?: Auth) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: headersOf(auth),
    remoteAddress: randomIp(),
  });
}
function get(url: string, auth?: Auth) {
  return ctx.app.inject({
    method: 'GET',
    url,
    headers: headersOf(auth),
    remoteAddress: randomIp(),
  });
}

const save = (sessionId: string, content: string, auth?: Auth, extra: object = {}) =>
  post('/api/chat/messages', { sessionId, role: 'user', content, ...extra }, auth);
const history = (sessionId: string, auth?: Auth) =>
  get(`/api/chat/history?sessionId=${sessionId}`, auth);
const recent = (sessionId: string, auth?: Auth) =>
  get(`/api/chat/messages/${sessionId}/recent`, auth);

async function register(): Promise<{ token: string }> {
  const username = `chat${Date.now().toString(36)}${counter++}`;
  const res = await post('/api/auth/register', {
    username,
    email: `${username}@example.com`,
    password: 'secret-pass',
  });
  expect(res.statusCode).toBe(201);
  return { token: res.json<{ authToken: string }>().authToken };
}

async function sessionRow(id: string) {
  const [row] = await ctx.database.db.select().from(chatSessions).where(eq(chatSessions.id, id));
  return row;
}
async function messageCount(sessionId: string) {
  const rows = await ctx.database.db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId));
  return rows.length;
}

describe('POST /api/chat/messages', () => {
  it('stores a message, creating the session, and answers 201 with the message', async () => {
    const sessionId = nanoid();
    const res = await save(sessionId, '  Hello there  ');
    expect(res.statusCode).toBe(201);
    const { message } = res.json();
    expect(message).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      role: 'user',
      content: 'Hello there',
      timestamp: expect.any(String),
      type: 'text',
      metadata: { type: 'text' },
    });
    expect(new Date(message.timestamp).toISOString()).toBe(message.timestamp);
    expect(Math.abs(Date.parse(message.timestamp) - Date.now())).toBeLessThan(60_000);
    expect((await sessionRow(sessionId))?.userId).toBeNull();
  });

  it('takes the type from metadata and keeps the upsell and the reply metadata', async () => {
    const sessionId = nanoid();
    const upsell = {
      id: 'upsell-1',
      offers: [
        {
          type: 'dummy-flight',
          title: 'Flight reservation',
          description: 'For your visa application',
          price: '29.99',
          currency: 'USD',
        },
      ],
      flowStep: 'visa_answer',
      displayRows: 2,
    };
    const res = await post('/api/chat/messages', {
      sessionId,
      role: 'assistant',
      content: '## Visa Requirements for Japan',
      metadata: {
        type: 'visa_info',
        upsell,
        nationality: 'India',
        destinationCode: 'JP',
        flowStep: 'visa_answer',
        visaRequirement: { category: 'visa_required' },
        unknownField: 'dropped',
      },
    });
    expect(res.statusCode).toBe(201);
    const { message } = res.json();
    expect(message.type).toBe('visa_info');
    expect(message.upsell).toEqual(upsell);
    expect(message.metadata).toEqual({
      type: 'visa_info',
      upsell,
      nationality: 'India',
      destinationCode: 'JP',
      flowStep: 'visa_answer',
      visaRequirement: { category: 'visa_required' },
    });

    const items = (await history(sessionId)).json();
    expect(items).toEqual([
      {
        id: message.id,
        role: 'assistant',
        content: '## Visa Requirements for Japan',
        timestamp: message.timestamp,
        metadata: message.metadata,
      },
    ]);
  });

  it.each([
    ['a session id of the wrong length', { sessionId: 'short' }, /^Invalid body: sessionId: /],
    ['a session id with other characters', { sessionId: 'a'.repeat(20) + '!' }, /sessionId/],
    ['empty content', { content: '' }, /^Invalid body: content: /],
    ['content of spaces only', { content: '   ' }, /^Invalid body: content: /],
    [
      'content over the stored limit',
      { content: 'x'.repeat(CHAT.maxStoredMessageChars + 1) },
      /^Invalid body: content: /,
    ],
    ['an unknown role', { role: 'system' }, /^Invalid body: role: /],
    ['a malformed upsell', { metadata: { upsell: { offers: 'none' } } }, /^Invalid body: /],
  ])('rejects %s with 400 and stores nothing', async (_label, overrides, message) => {
    const sessionId = nanoid();
    const res = await post('/api/chat/messages', {
      sessionId,
      role: 'user',
      content: 'hi',
      ...overrides,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await sessionRow(sessionId)).toBeUndefined();
  });

  it('answers a body over the size limit with 413 JSON', async () => {
    const res = await save(nanoid(), 'x'.repeat(MAX_BODY_BYTES + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: expect.stringMatching(/larger than/) });
  });

  it('answers malformed JSON with 400 JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: { 'content-type': 'application/json' },
      payload: '{"sessionId": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Malformed JSON in request body' });
  });
});

describe('GET /api/chat/history and /api/chat/messages/:sessionId/recent', () => {
  it('returns the conversation oldest first, each item with its metadata', async () => {
    const sessionId = nanoid();
    for (const [role, content] of [
      ['user', 'one'],
      ['assistant', 'two'],
      ['user', 'three'],
    ]) {
      expect((await post('/api/chat/messages', { sessionId, role, content })).statusCode).toBe(201);
    }
    const res = await history(sessionId);
    expect(res.statusCode).toBe(200);
    const items = res.json<{ role: string; content: string; metadata: object }[]>();
    expect(items.map((item) => [item.role, item.content])).toEqual([
      ['user', 'one'],
      ['assistant', 'two'],
      ['user', 'three'],
    ]);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['content', 'id', 'metadata', 'role', 'timestamp']);
      expect(item.metadata).toEqual({ type: 'text' });
    }
  });

  it(`returns only the latest ${CHAT.recentLimit} as recent messages, oldest first`, async () => {
    const sessionId = nanoid();
    const total = CHAT.recentLimit + 5;
    for (let i = 0; i < total; i++) {
      expect((await save(sessionId, `message ${i}`)).statusCode).toBe(201);
    }
    const res = await recent(sessionId);
    expect(res.statusCode).toBe(200);
    const { messages } = res.json<{ messages: { content: string; type: string }[] }>();
    expect(messages.map((m) => m.content)).toEqual(
      Array.from({ length: CHAT.recentLimit }, (_, i) => `message ${i + 5}`),
    );
    expect(messages[0]?.type).toBe('text');
    expect((await history(sessionId)).json()).toHaveLength(total);
  });

  it('keeps the order of messages saved at the same instant', async () => {
    const sessionId = nanoid();
    await ctx.database.db.insert(chatSessions).values({ id: sessionId });
    // Ten messages with exactly the same time: only the insertion order tells them apart.
    const instant = new Date();
    for (let i = 0; i < 10; i++) {
      await ctx.database.db.insert(chatMessages).values({
        sessionId,
        role: 'user',
        content: `same instant ${i}`,
        createdAt: instant,
      });
    }
    const expected = Array.from({ length: 10 }, (_, i) => `same instant ${i}`);
    const contents = (await history(sessionId)).json<{ content: string }[]>().map((m) => m.content);
    expect(contents).toEqual(expected);
    const latest = (await recent(sessionId)).json<{ messages: { content: string }[] }>();
    expect(latest.messages.map((m) => m.content)).toEqual(expected);
  });

  it('answers an unknown session with an empty list and creates nothing', async () => {
    const sessionId = nanoid();
    const h = await history(sessionId);
    expect(h.statusCode).toBe(200);
    expect(h.json()).toEqual([]);
    const r = await recent(sessionId);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ messages: [] });
    expect(await sessionRow(sessionId)).toBeUndefined();
  });

  it('rejects a malformed session id with 400 JSON', async () => {
    for (const res of [
      await history('not-a-session'),
      await recent('not-a-session'),
      await get('/api/chat/history'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/sessionId/);
    }
  });
});

describe('POST /api/clear-session and POST /api/chat/reset', () => {
  it('clear-session empties the messages and keeps the session', async () => {
    const sessionId = nanoid();
    await save(sessionId, 'first');
    await save(sessionId, 'second');
    const res = await post('/api/clear-session', { sessionId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await history(sessionId)).json()).toEqual([]);
    expect(await sessionRow(sessionId)).toBeDefined();
    expect((await save(sessionId, 'again')).statusCode).toBe(201);
    expect((await history(sessionId)).json()).toHaveLength(1);
  });

  it('clear-session of a new id answers success and creates nothing', async () => {
    const sessionId = nanoid();
    const res = await post('/api/clear-session', { sessionId });
    expect(res.json()).toEqual({ success: true });
    expect(await sessionRow(sessionId)).toBeUndefined();
  });

  it('clear-session leaves other sessions alone', async () => {
    const kept = nanoid();
    const cleared = nanoid();
    await save(kept, 'keep me');
    await save(cleared, 'drop me');
    await post('/api/clear-session', { sessionId: cleared });
    expect(await messageCount(kept)).toBe(1);
    expect(await messageCount(cleared)).toBe(0);
  });

  it('reset deletes the messages and the session', async () => {
    const sessionId = nanoid();
    await save(sessionId, 'first');
    const res = await post('/api/chat/reset', { sessionId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await sessionRow(sessionId)).toBeUndefined();
    expect(await messageCount(sessionId)).toBe(0);
    expect((await history(sessionId)).json()).toEqual([]);
  });

  it('reset of an unknown session answers success', async () => {
    const res = await post('/api/chat/reset', { sessionId: nanoid() });
    expect(res.json()).toEqual({ success: true });
  });

  it('rejects a bad session id with 400 JSON', async () => {
    for (const url of ['/api/clear-session', '/api/chat/reset']) {
      const res = await post(url, { sessionId: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Invalid body: sessionId: /);
    }
  });
});

describe('ownership', () => {
  it('links a session to its signed-in writer; nobody else can read, write or clear it', async () => {
    const alice = await register();
    const bob = await register();
    const sessionId = nanoid();
    expect((await save(sessionId, 'alice private', alice)).statusCode).toBe(201);
    const alicesUserId = (await sessionRow(sessionId))?.userId;
    expect(alicesUserId).toEqual(expect.any(String));

    for (const auth of [bob, undefined, { token: 'no-such-token' }]) {
      for (const res of [
        await history(sessionId, auth),
        await recent(sessionId, auth),
        await save(sessionId, 'intruder', auth),
        await post('/api/clear-session', { sessionId }, auth),
        await post('/api/chat/reset', { sessionId }, auth),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND);
      }
    }
    // Still Alice's, untouched.
    expect((await sessionRow(sessionId))?.userId).toBe(alicesUserId);
    expect(await messageCount(sessionId)).toBe(1);

    // Alice reaches it by bearer token or by cookie.
    const byCookie = await history(sessionId, { cookie: `algotrip_session=${alice.token}` });
    expect(byCookie.json<{ content: string }[]>().map((m) => m.content)).toEqual(['alice private']);
    expect((await recent(sessionId, alice)).json().messages).toHaveLength(1);
    expect((await post('/api/clear-session', { sessionId }, alice)).statusCode).toBe(200);
    expect(await messageCount(sessionId)).toBe(0);
    expect((await post('/api/chat/reset', { sessionId }, alice)).statusCode).toBe(200);
    expect(await sessionRow(sessionId)).toBeUndefined();
  });

  it('lets whoever holds an unlinked id use it until a signed-in user writes to it', async () => {
    const sessionId = nanoid();
    expect((await save(sessionId, 'before sign-in')).statusCode).toBe(201);
    // Another signed-out client with the id, and a stale token, count as signed out.
    expect((await history(sessionId)).json()).toHaveLength(1);
    expect((await save(sessionId, 'stale token', { token: 'expired' })).statusCode).toBe(201);

    const carol = await register();
    // Reading does not claim it.
    expect((await history(sessionId, carol)).json()).toHaveLength(2);
    expect((await sessionRow(sessionId))?.userId).toBeNull();

    expect((await save(sessionId, 'after sign-in', carol)).statusCode).toBe(201);
    expect((await sessionRow(sessionId))?.userId).toEqual(expect.any(String));
    expect((await history(sessionId)).statusCode).toBe(404);
    const hers = await history(sessionId, carol);
    expect(hers.json<{ content: string }[]>().map((m) => m.content)).toEqual([
      'before sign-in',
      'stale token',
      'after sign-in',
    ]);
  });
});
