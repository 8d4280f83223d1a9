import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT } from '@common/constants';
import type { App } from '../src/app';
import type { Database } from '../src/db/database';
import { chatMessages, chatSessions } from '../src/db/schema';
import { seedConversation } from './helpers/conversations';
import { createTestApp } from './helpers/test-app';
import { postChatTurn } from './helpers/chat-turn';
import { randomIp } from './helpers/test-users';

// Anonymous chat storage is bounded: writes per client address, the length of a message, the
// number of messages a conversation keeps, and the size of one history answer.

let app: App;
let database: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, database, close } = await createTestApp());
});
afterAll(async () => {
  await close?.();
});

function save(payload: object, remoteAddress = randomIp()) {
  return app.inject({ method: 'POST', url: '/api/chat/messages', payload, remoteAddress });
}

/** A conversation that already holds `count` messages, written the way turns write them. */
async function sessionWith(count: number): Promise<string> {
  const sessionId = nanoid();
  await seedConversation(database, sessionId, {});
  if (count > 0) {
    await database.db.insert(chatMessages).values(
      Array.from({ length: count }, (_, i) => ({
        sessionId,
        role: i % 2 === 0 ? 'user' : 'assistant',
        content: `message ${i}`,
      })),
    );
  }
  return sessionId;
}

describe('POST /api/chat/messages limits', () => {
  it(`answers 429 after ${CHAT.writeRateLimit.max} writes a minute from one address`, async () => {
    const ip = randomIp();
    for (let i = 0; i < CHAT.writeRateLimit.max; i++) {
      const res = await save({ sessionId: nanoid(), role: 'user', content: 'hi' }, ip);
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await save({ sessionId: nanoid(), role: 'user', content: 'hi' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.any(String) });
    const other = await save({ sessionId: nanoid(), role: 'user', content: 'hi' });
    expect(other.statusCode).toBe(201);
  });

  it('holds a traveller’s message to the length the chat input allows', async () => {
    const atLimit = await save({
      sessionId: nanoid(),
      role: 'user',
      content: 'a'.repeat(CHAT.maxUserMessageChars),
    });
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    const over = await save({
      sessionId: nanoid(),
      role: 'user',
      content: 'a'.repeat(CHAT.maxUserMessageChars + 1),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json<{ message: string }>().message).toMatch(/content/);
  });

  it('holds an assistant message to a few thousand characters', async () => {
    expect(CHAT.maxStoredMessageChars).toBeLessThanOrEqual(5000);
    const over = await save({
      sessionId: nanoid(),
      role: 'assistant',
      content: 'a'.repeat(CHAT.maxStoredMessageChars + 1),
    });
    expect(over.statusCode).toBe(400);
  });

  it(`keeps at most ${CHAT.maxSessionMessages} messages in one conversation`, async () => {
    const sessionId = await sessionWith(CHAT.maxSessionMessages - 1);
    const last = await save({ sessionId, role: 'user', content: 'the last one' });
    expect(last.statusCode, last.body).toBe(201);
    const refused = await save({ sessionId, role: 'user', content: 'one too many' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/new chat/i);
  });

  it('a turn that would go past the cap is refused and stores nothing', async () => {
    const sessionId = await sessionWith(CHAT.maxSessionMessages - 1);
    const res = await postChatTurn(app, {
      sessionId,
      message: 'I am French, do I need a visa for Japan?',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/new chat/i);
    const history = await app.inject({
      method: 'GET',
      url: `/api/chat/history?sessionId=${sessionId}`,
    });
    expect(history.json()).toHaveLength(CHAT.maxSessionMessages - 1);
  });
});

describe('POST /api/chat/completions limits', () => {
  it(`answers 429 after ${CHAT.turnRateLimit.max} turns a minute from one address`, async () => {
    // An app of its own with the product's limit (the shared one lifts it for other tests).
    const limited = await createTestApp({ chatTurnRateLimitMax: CHAT.turnRateLimit.max });
    try {
      const turn = (ip: string) =>
        postChatTurn(limited.app, { sessionId: nanoid(), message: 'hello' }, { ip });
      const ip = randomIp();
      for (let i = 0; i < CHAT.turnRateLimit.max; i++) {
        const res = await turn(ip);
        expect(res.statusCode, res.body).toBe(200);
      }
      const sessionsBefore = await limited.database.db.$count(chatSessions);
      const refused = await turn(ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: expect.any(String) });
      expect(await limited.database.db.$count(chatSessions)).toBe(sessionsBefore);
      expect((await turn(randomIp())).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/chat/history pages', () => {
  let sessionId: string;
  let ids: string[];

  beforeAll(async () => {
    sessionId = nanoid();
    ids = [];
    for (let i = 0; i < 5; i++) {
      const res = await save({ sessionId, role: 'user', content: `message ${i}` });
      ids.push(res.json<{ message: { id: string } }>().message.id);
    }
  });

  const history = (query: string) =>
    app.inject({ method: 'GET', url: `/api/chat/history?sessionId=${sessionId}${query}` });
  const contents = (res: { json: <T>() => T }) =>
    res.json<{ content: string }[]>().map((item) => item.content);

  it('without a limit answers the whole conversation, oldest first', async () => {
    const res = await history('');
    expect(res.statusCode).toBe(200);
    expect(contents(res)).toEqual([0, 1, 2, 3, 4].map((i) => `message ${i}`));
  });

  it('limit keeps the latest messages, and before pages back from a message', async () => {
    const latest = await history('&limit=2');
    expect(contents(latest)).toEqual(['message 3', 'message 4']);
    const earlier = await history(`&limit=2&before=${ids[3]}`);
    expect(contents(earlier)).toEqual(['message 1', 'message 2']);
    const first = await history(`&limit=2&before=${ids[1]}`);
    expect(contents(first)).toEqual(['message 0']);
  });

  it.each(['&limit=0', `&limit=${CHAT.historyMaxLimit + 1}`, '&limit=two', '&before=nope'])(
    'rejects %s with 400',
    async (query) => {
      const res = await history(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    },
  );
});
