import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import type * as InFlight from '../src/plugins/in-flight';
import { createShutdown } from '../src/shutdown';
import { createTestApp } from './helpers/test-app';

// Tells the test when the shutdown starts waiting for running handlers; the tracking itself is
// the real one.
const idleWaits = vi.hoisted(() => ({ onWait: () => {} }));
vi.mock('../src/plugins/in-flight', async (importOriginal) => {
  const real = await importOriginal<typeof InFlight>();
  return {
    registerInFlightTracking: (...args: Parameters<typeof real.registerInFlightTracking>) => {
      const tracker = real.registerInFlightTracking(...args);
      return {
        ...tracker,
        whenIdle: (timeoutMs: number) => {
          const idle = tracker.whenIdle(timeoutMs);
          idleWaits.onWait();
          return idle;
        },
      };
    },
  };
});

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, then closes the database', async () => {
    const started = deferred();
    const release = deferred();
    const ctx = await createTestApp({
      extend: (app) => {
        app.get('/api/test/slow', async () => {
          started.resolve();
          await release.promise;
          // The database must still be open when the request finishes its work.
          await app.database.ping();
          return { done: true };
        });
        // The handler finishes only once the shutdown has begun.
        app.addHook('preClose', async () => release.resolve());
      },
    });
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });

    const response = fetch(`${address}/api/test/slow`).then(async (res) => ({
      status: res.status,
      body: await res.json(),
    }));
    await started.promise;
    const clean = await createShutdown(ctx.app, 5000)();

    expect(clean).toBe(true);
    await expect(response).resolves.toEqual({ status: 200, body: { done: true } });
    await expect(ctx.database.ping()).rejects.toThrow();
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    await ctx.close();
  });
  it('keeps the database open for a handler whose client went away', async () => {
    const started = deferred<Socket>();
    const release = deferred();
    const events: string[] = [];
    const ctx = await createTestApp({
      extend: (app) => {
        app.get('/api/test/abandoned', async (request) => {
          started.resolve(request.raw.socket);
          await release.promise;
          try {
            await app.database.ping();
            events.push('database answered');
          } catch (error) {
            events.push(`database failed: ${String(error)}`);
          }
          return { done: true };
        });
      },
    });
    // The handler goes on once the shutdown waits for it, or once the database starts closing
    // without waiting (then the order of events shows it).
    idleWaits.onWait = () => release.resolve();
    const closeDatabase = ctx.database.close.bind(ctx.database);
    ctx.database.close = () => {
      events.push('database closing');
      release.resolve();
      return closeDatabase();
    };
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });

    // The client gives up mid-request: its socket closes, so server.close() alone would not
    // wait for the handler.
    const client = httpRequest(`${address}/api/test/abandoned`);
    client.on('error', () => undefined);
    client.end();
    const serverSocket = await started.promise;
    const socketClosed = once(serverSocket, 'close');
    client.destroy();
    await socketClosed;

    const clean = await createShutdown(ctx.app, 5000)();
    expect(clean).toBe(true);
    expect(events).toEqual(['database answered', 'database closing']);
    await expect(ctx.database.ping()).rejects.toThrow();
    await ctx.close();
  });
});
