import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from './helpers/test-app';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('slow request warnings', () => {
  it('logs a response slower than a second by route, without the query string', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    // Fastify times a response with performance.now(): the slow handler moves that clock on by
    // 1.1 s instead of making the test wait for it.
    const realNow = performance.now.bind(performance);
    let skewMs = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => realNow() + skewMs);
    const ctx = await createTestApp({
      logger: { level: 'warn', stream },
      extend: (app) => {
        app.get('/api/test/slow/:id', async () => {
          skewMs += 1100;
          return { done: true };
        });
        app.get('/api/test/fast', async () => ({ done: true }));
      },
    });
    try {
      await ctx.app.inject({ method: 'GET', url: '/api/test/fast?sessionId=abc' });
      expect(lines.filter((line) => line.includes('slow request'))).toEqual([]);

      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/test/slow/42?sessionId=secret',
      });
      expect(res.statusCode).toBe(200);
      const slow = lines.filter((line) => line.includes('slow request'));
      expect(slow).toHaveLength(1);
      const entry = JSON.parse(slow[0] ?? '{}') as Record<string, unknown>;
      expect(entry).toMatchObject({ route: 'GET /api/test/slow/:id', statusCode: 200 });
      expect(entry.responseTime).toBeGreaterThanOrEqual(1000);
      expect(slow[0]).not.toContain('secret');
    } finally {
      await ctx.close();
    }
  });
});
