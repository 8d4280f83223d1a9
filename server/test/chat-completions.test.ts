import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CHAT } from '@common/constants';
import type { BlogEntry } from '@common/contracts/blog';
import {
  completionResponseSchema,
  conversationSchema,
  replyMetadataSchema,
  type Conversation,
} from '@common/contracts/chat';
import { blogEntries, chatMessages, chatSessions } from '../src/db/schema';
import { seedConversation } from './helpers/conversations';
import { postChatTurn, type ChatTurnOptions } from './helpers/chat-turn';
import { createTestApp } from './helpers/test-app';
import { randomIp } from './helpers/test-users';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const INDIAN_TO_JAPAN = "I'm Indian and I want to visit Japan";

const complete = (
  payload: Record<string, unknown>,
  options: ChatTurnOptions & { app?: typeof ctx.app } = {},
) => postChatTurn(options.app ?? ctx.app, payload, options);

async function entriesOf(sessionId: string) {
  const rows = await ctx.database.db.select().from(blogEntries);
  return rows.filter((row) => row.sessionId === sessionId);
}
async function countRows(table: typeof chatMessages | typeof chatSessions) {
  return (await ctx.database.db.select().from(table)).length;
}

describe('POST /api/chat/completions', () => {
  // The route serialises the engine's reply itself (it is the hottest route), so the contract
  // is checked here: exactly the response schema, nothing internal such as resolvedInquiry.
  const INDIA_TO_US_PURPOSES: Conversation = {
    nationality: 'India',
    destination: 'United States',
    nationalityCode: 'IN',
    destinationCode: 'US',
    flowStep: 'travel_purpose_question',
  };
  it.each<[Record<string, unknown>, Conversation?]>([
    [{ message: INDIAN_TO_JAPAN }],
    [{ message: 'hola' }],
    [{ message: 'I need a dummy flight for my visa', language: 'en' }],
    [{ message: '我是中国人，想去法国旅游' }],
    [
      {
        message: 'Study',
        action: {
          type: 'confirm_travel_purposes',
          flowStep: 'travel_purpose_question',
          values: ['study'],
        },
      },
      INDIA_TO_US_PURPOSES,
    ],
  ])('sends exactly the response contract for %j', async (payload, conversation) => {
    const sessionId = nanoid();
    if (conversation) await seedConversation(ctx.database, sessionId, conversation);
    const res = await complete({ sessionId, ...payload });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(z.strictObject(completionResponseSchema.shape).parse(body)).toEqual(body);
    expect(z.strictObject(replyMetadataSchema.shape).parse(body.metadata)).toEqual(body.metadata);
    expect(z.strictObject(conversationSchema.shape).parse(body.conversation)).toEqual(
      body.conversation,
    );
    if (conversation) expect(body.metadata.flowStep).toBe('visa_confirmation');
  });

  it('answers a visa question with the reply, what it understood and the stored turn', async () => {
    const res = await complete({ sessionId: nanoid(), message: INDIAN_TO_JAPAN });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.content).toEqual(expect.any(String));
    expect(body.content.length).toBeGreaterThan(0);
    expect(body.type).toEqual(expect.any(String));
    expect(body.metadata).toMatchObject({
      nationalityCode: 'IN',
      destinationCode: 'JP',
      language: 'en',
      flowStep: expect.any(String),
    });
    expect(body.conversation).toMatchObject({
      nationality: 'India',
      destination: 'Japan',
      nationalityCode: 'IN',
      destinationCode: 'JP',
      flowStep: body.metadata.flowStep,
    });
    expect(body.userMessageId).toEqual(expect.any(String));
    expect(body.messageId).toEqual(expect.any(String));
    expect(body.messageId).not.toBe(body.userMessageId);
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    // Internal only: the resolved inquiry that feeds the blog.
    expect(body).not.toHaveProperty('resolvedInquiry');
    expect(Object.keys(body).sort()).toEqual(
      [
        'content',
        'conversation',
        'messageId',
        'metadata',
        'timestamp',
        'type',
        'userMessageId',
        ...(body.upsell ? ['upsell'] : []),
      ].sort(),
    );
  });

  it('replies in the language asked for, else the Accept-Language one', async () => {
    const asked = await complete({ sessionId: nanoid(), message: INDIAN_TO_JAPAN, language: 'es' });
    expect(asked.json().metadata.language).toBe('es');
    const header = await complete(
      { sessionId: nanoid(), message: INDIAN_TO_JAPAN },
      { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } },
    );
    expect(header.json().metadata.language).toBe('zh');
  });

  it("stores the message and the reply, and the conversation's context", async () => {
    const messages = await countRows(chatMessages);
    const sessions = await countRows(chatSessions);
    const sessionId = nanoid();
    const res = await complete({ sessionId, message: INDIAN_TO_JAPAN });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(await countRows(chatMessages)).toBe(messages + 2);
    expect(await countRows(chatSessions)).toBe(sessions + 1);
    const history = (await ctx.app.inject(`/api/chat/history?sessionId=${sessionId}`)).json();
    expect(history).toMatchObject([
      { id: body.userMessageId, role: 'user', content: INDIAN_TO_JAPAN },
      { id: body.messageId, role: 'assistant', content: body.content },
    ]);
    const [session] = await ctx.database.db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.id, sessionId));
    expect(session?.userId).toBeNull();
    expect(session?.context).toEqual(body.conversation);
    expect(session?.context).toMatchObject({
      nationalityCode: 'IN',
      destinationCode: 'JP',
      flowStep: body.metadata.flowStep,
    });
  });

  it.each([
    ['an empty message', { message: '  ' }, /^Invalid body: message: /],
    [
      'a message over the limit',
      { message: 'a'.repeat(CHAT.maxUserMessageChars + 1) },
      /^Invalid body: message: /,
    ],
    ['a bad session id', { sessionId: 'abc' }, /^Invalid body: sessionId: /],
    ['an unknown language', { language: 'fr' }, /^Invalid body: language: /],
  ])('rejects %s with 400 JSON', async (_label, overrides, message) => {
    const res = await complete({ sessionId: nanoid(), message: 'hello', ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('rejects a step button the step does not offer with 400 JSON', async () => {
    const res = await complete({
      sessionId: nanoid(),
      message: 'Book a flight',
      flowStep: 'greeting',
      action: { type: 'book_flight', flowStep: 'greeting' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});

describe('blog entries from completions', () => {
  it('records one entry per session and pair, however often it is asked', async () => {
    const sessionId = nanoid();
    for (let i = 0; i < 2; i++) {
      expect((await complete({ sessionId, message: INDIAN_TO_JAPAN })).statusCode).toBe(200);
    }
    const rows = await entriesOf(sessionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ nationality: 'IN', destination: 'JP' });

    // Asking again with the countries already known is the same inquiry.
    const again = await complete({
      sessionId,
      message: 'Do I need a visa?',
      nationality: 'India',
      destination: 'Japan',
    });
    expect(again.json().metadata).toMatchObject({ nationalityCode: 'IN', destinationCode: 'JP' });
    expect(await entriesOf(sessionId)).toHaveLength(1);

    const list = (await ctx.app.inject('/api/blog/entries')).json<BlogEntry[]>();
    expect(list.map((entry) => entry.title)).toContain(
      'Japan visa requirements for Indian citizens',
    );
  });

  it("never publishes the traveller's own words", async () => {
    const marker = 'Quuxblorfington';
    const sessionId = nanoid();
    const res = await complete({
      sessionId,
      message: `${INDIAN_TO_JAPAN}. My name is ${marker}.`,
    });
    expect(res.json().metadata).toMatchObject({ nationalityCode: 'IN', destinationCode: 'JP' });
    const rows = await entriesOf(sessionId);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows).toLowerCase()).not.toContain(marker.toLowerCase());

    for (const url of [
      '/api/blog/entries',
      '/api/blog/entries?lang=es',
      '/api/blog/entries?lang=zh',
      '/api/blog/entries/tag/japan',
      '/api/blog/entries/tag/india',
      '/api/blog/popular',
    ]) {
      const page = await ctx.app.inject(url);
      expect(page.statusCode).toBe(200);
      expect(page.body.toLowerCase()).not.toContain(marker.toLowerCase());
    }
    // The entry itself is there, written by the server.
    const japan = (await ctx.app.inject('/api/blog/entries/tag/japan')).json<BlogEntry[]>();
    expect(japan.map((entry) => entry.id)).toContain(rows[0]?.id);
  });

  it('records nothing for a reply that resolves no inquiry', async () => {
    const sessionId = nanoid();
    const res = await complete({ sessionId, message: 'I want to visit Japan' });
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata.destinationCode).toBe('JP');
    expect(res.json().metadata.nationalityCode).toBeUndefined();
    expect(await entriesOf(sessionId)).toEqual([]);
  });

  it('records at most 30 new entries an hour from one address, still answering all', async () => {
    const ip = randomIp();
    const sessions = Array.from({ length: 31 }, () => nanoid());
    for (const sessionId of sessions) {
      const res = await complete({ sessionId, message: INDIAN_TO_JAPAN }, { ip });
      expect(res.statusCode).toBe(200);
      expect(res.json().metadata.destinationCode).toBe('JP');
    }
    const recorded = (await ctx.database.db.select().from(blogEntries)).filter((row) =>
      sessions.includes(row.sessionId),
    );
    expect(recorded).toHaveLength(30);
    expect(recorded.map((row) => row.sessionId)).not.toContain(sessions[30]);
    // Another address is not held back.
    const other = nanoid();
    await complete({ sessionId: other, message: INDIAN_TO_JAPAN });
    expect(await entriesOf(other)).toHaveLength(1);
  });
});

describe('when the blog cannot be written', () => {
  it('still answers, and logs the failure', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const broken = await createTestApp({ logger: { level: 'error', stream } });
    try {
      await broken.database.db.execute(sql`DROP TABLE blog_entries`);
      const res = await complete(
        { sessionId: nanoid(), message: INDIAN_TO_JAPAN },
        { app: broken.app },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().metadata).toMatchObject({ nationalityCode: 'IN', destinationCode: 'JP' });
      expect(lines.join('')).toContain('blog entry not recorded');
    } finally {
      await broken.close();
    }
  });
});

describe('follow-ups that name no new place', () => {
  it.each([
    ['Can you create an itinerary for me?', 'en'],
    ['I want to create a trip', 'en'],
    ['my friend Jordan is coming', 'en'],
    ['¿Puedes crear un itinerario?', 'es'],
    ['mi amigo Jordan viene con nosotros', 'es'],
    ['我的朋友乔丹要来', 'zh'],
  ])('keep German → Japan after %j', async (message, language) => {
    const sessionId = nanoid();
    const ip = randomIp();
    const first = await complete(
      { sessionId, message: "I'm German and I want to visit Japan", language },
      { ip },
    );
    expect(first.json().conversation).toMatchObject({
      nationalityCode: 'DE',
      destinationCode: 'JP',
    });
    const next = await complete({ sessionId, message, language }, { ip });
    expect(next.statusCode).toBe(200);
    expect(next.json().conversation).toMatchObject({
      nationalityCode: 'DE',
      destinationCode: 'JP',
    });
    expect(next.json().metadata).toMatchObject({ destinationCode: 'JP', language });
  });
});
