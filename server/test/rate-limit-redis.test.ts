import { once } from 'node:events';
import { nanoid } from 'nanoid';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatSessions, rateLimits } from '../src/db/schema';
import { postChatTurn } from './helpers/chat-turn';
import { startTcpProxy } from './helpers/durability-servers';
import { createTestApp, type TestApp } from './helpers/test-app';
import { randomIp } from './helpers/test-users';

// REDIS_URL (docs/operations.md, "Several instances"): every instance counts the per-address
// limits in one Redis, and a Redis that goes away costs 503s, never a 500 or a lost limit.
// .ci/run points TEST_REDIS_URL at the machine's Redis (and fails without one).

const redisUrl = process.env.TEST_REDIS_URL;
const TURNS_A_MINUTE = 3;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function instance(url: string): Promise<TestApp> {
  const ctx = await createTestApp({ redisUrl: url, chatTurnRateLimitMax: TURNS_A_MINUTE });
  cleanups.push(ctx.close);
  return ctx;
}

function turn(ctx: TestApp, ip: string, sessionId = nanoid()) {
  return postChatTurn(ctx.app, { sessionId, message: 'I am German' }, { ip });
}

describe.runIf(redisUrl)('rate limits counted in Redis (REDIS_URL)', () => {
  it('counts an address across instances, and writes no counter to the database', async () => {
    // Two instances, each on a database of its own: only Redis can carry the count between them.
    const [a, b] = [await instance(redisUrl ?? ''), await instance(redisUrl ?? '')];
    const ip = randomIp();
    for (const ctx of [a, a, b]) expect((await turn(ctx, ip)).statusCode).toBe(200);
    const refused = await turn(b, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringContaining('Too many attempts') });
    expect((await turn(a, ip)).statusCode).toBe(429);
    // Another address is not held back.
    expect((await turn(b, randomIp())).statusCode).toBe(200);
    expect(await a.database.db.select().from(rateLimits)).toEqual([]);
    expect(await b.database.db.select().from(rateLimits)).toEqual([]);
  });

  it('answers 503 with Retry-After while Redis is away, and counts again once it is back', async () => {
    const target = new URL(redisUrl ?? '');
    const proxy = await startTcpProxy(0, {
      host: target.hostname,
      port: Number(target.port || 6379),
    });
    cleanups.push(proxy.close);
    const throughProxy = new URL(redisUrl ?? '');
    throughProxy.hostname = '127.0.0.1';
    throughProxy.port = String(proxy.port);
    const ctx = await instance(throughProxy.href);
    const redis = ctx.rateLimitRedis;
    if (!redis) throw new Error('the app has no Redis client');
    const ip = randomIp();
    expect((await turn(ctx, ip)).statusCode).toBe(200);

    const closed = once(redis, 'close');
    await proxy.cut();
    await closed;
    const sessionId = nanoid();
    const away = await turn(ctx, ip, sessionId);
    expect(away.statusCode).toBe(503);
    expect(away.headers['retry-after']).toBeDefined();
    expect(away.json()).toEqual({ message: expect.any(String) });
    // Refused before the route ran: nothing of the turn was stored.
    const stored = await ctx.database.db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.id, sessionId));
    expect(stored).toEqual([]);

    const ready = once(redis, 'ready');
    await proxy.restore();
    await ready;
    // The count made before the outage still holds: two more turns reach the limit of three.
    expect((await turn(ctx, ip)).statusCode).toBe(200);
    expect((await turn(ctx, ip)).statusCode).toBe(200);
    expect((await turn(ctx, ip)).statusCode).toBe(429);
  });
});
