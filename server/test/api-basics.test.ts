import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_BODY_BYTES } from '@common/constants';
import { createTestApp } from './helpers/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({
    extend: (app) => {
      // Stand-ins for real routes: a validated JSON body, and a bug that leaks a secret.
      app
        .withTypeProvider<ZodTypeProvider>()
        .post(
          '/api/test/echo',
          { schema: { body: z.object({ text: z.string().min(1) }) } },
          async (request) => ({ text: request.body.text }),
        );
      app.get('/api/test/bug', async () => {
        throw new Error('password=hunter2 at db.internal:5432');
      });
    },
  });
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/health', () => {
  it('answers liveness without the database, readiness with it', async () => {
    const down = await createTestApp();
    try {
      await down.database.close();
      const live = await down.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
      const ready = await down.app.inject({ method: 'GET', url: '/api/health' });
      expect(ready.statusCode).toBe(503);
    } finally {
      await down.close();
    }
  });

  it('reports ok and which database it runs on', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('sends the security headers with a same-origin CSP', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // JSON needs no nonce; the HTML page gets one (spa.test.ts).
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:|\*/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('API errors are JSON with a message', () => {
  it('answers an unknown /api path with a 404 JSON, never the SPA', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/no-such-thing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: `Not found: ${method} /api/no-such-thing` });
    }
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"sessionId": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('rejects a body over 100 KB with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(MAX_BODY_BYTES) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is larger than 100 KB' });
  });

  it('accepts a body just under the limit', async () => {
    const text = 'x'.repeat(MAX_BODY_BYTES - 100);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ text });
  });

  it('names the invalid field on a schema violation', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { text: 42 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid body: text: /);
  });

  it('hides the internals of a 5xx', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal Server Error' });
    expect(res.body).not.toMatch(/hunter2|db\.internal|at /);
  });
});
