import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_BUSY_MESSAGE } from '../src/plugins/load-shedding';
import { createTestApp } from './helpers/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp({ loadShedding: { maxEventLoopDelayMs: 20, warmUpMs: 0 } });
});
afterAll(async () => {
  await ctx.close();
});

/** Keeps the event loop busy in slices until `done` holds (the condition under test's event). */
async function hogUntil(done: () => boolean): Promise<void> {
  for (let slice = 0; slice < 100 && !done(); slice++) {
    const until = performance.now() + 200;
    while (performance.now() < until);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const yieldUntil = async (done: () => boolean) => {
  for (let turn = 0; turn < 10_000 && !done(); turn++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('load shedding', () => {
  it('answers 503 with Retry-After while the event loop lags, and serves again after', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await hogUntil(() => ctx.app.isUnderPressure());
    expect(ctx.app.isUnderPressure()).toBe(true);
    const busy = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json()).toEqual({ message: SERVER_BUSY_MESSAGE });

    await yieldUntil(() => !ctx.app.isUnderPressure());
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('serves during the warm-up after start, when the lag is the start-up itself', async () => {
    const starting = await createTestApp({
      loadShedding: { maxEventLoopDelayMs: 20, warmUpMs: 60_000 },
    });
    try {
      await hogUntil(() => starting.app.isUnderPressure());
      expect(starting.app.isUnderPressure()).toBe(true);
      const res = await starting.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
    } finally {
      await starting.close();
    }
  });
});
