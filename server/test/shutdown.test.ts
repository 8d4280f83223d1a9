import { describe, expect, it } from 'vitest';
import { createShutdown } from '../src/shutdown';
import { createTestApp } from './helpers/test-app';

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, then closes the database', async () => {
    let requestStarted!: () => void;
    const started = new Promise<void>((resolve) => (requestStarted = resolve));
    const ctx = await createTestApp({
      extend: (app) => {
        app.get('/api/test/slow', async () => {
          requestStarted();
          await new Promise((resolve) => setTimeout(resolve, 400));
          // The database must still be open when the request finishes its work.
          await app.database.ping();
          return { done: true };
        });
      },
    });
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });

    const response = fetch(`${address}/api/test/slow`).then(async (res) => ({
      status: res.status,
      body: await res.json(),
    }));
    await started;
    const clean = await createShutdown(ctx.app, 5000)();

    expect(clean).toBe(true);
    await expect(response).resolves.toEqual({ status: 200, body: { done: true } });
    await expect(ctx.database.ping()).rejects.toThrow();
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    await ctx.close();
  });
});
