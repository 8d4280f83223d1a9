import { request as httpRequest } from 'node:http';
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
  it('keeps the database open for a handler whose client went away', async () => {
    let requestStarted!: () => void;
    const started = new Promise<void>((resolve) => (requestStarted = resolve));
    let finished!: (outcome: string) => void;
    const outcome = new Promise<string>((resolve) => (finished = resolve));
    const ctx = await createTestApp({
      extend: (app) => {
        app.get('/api/test/abandoned', async () => {
          requestStarted();
          await new Promise((resolve) => setTimeout(resolve, 400));
          try {
            await app.database.ping();
            finished('database answered');
          } catch (error) {
            finished(`database failed: ${String(error)}`);
          }
          return { done: true };
        });
      },
    });
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });

    // The client gives up mid-request: its socket closes, so server.close() alone would not
    // wait for the handler.
    const client = httpRequest(`${address}/api/test/abandoned`);
    client.on('error', () => undefined);
    client.end();
    await started;
    client.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));

    const clean = await createShutdown(ctx.app, 5000)();
    expect(clean).toBe(true);
    await expect(outcome).resolves.toBe('database answered');
    await expect(ctx.database.ping()).rejects.toThrow();
    await ctx.close();
  });
});
