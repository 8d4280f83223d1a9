import { afterAll, describe, expect, it } from 'vitest';
import {
  clientIp,
  createPostgresDatabase,
  killServer,
  postgresServerUrl,
  registerOverHttp,
  startServerNode,
  startTcpProxy,
} from './helpers/durability-servers';
import { freePort, waitForHealth, type ServerProcess } from './helpers/server-process';
import { flightBooking } from './helpers/travel-fixtures';

// Issue 10 §5: PostgreSQL goes away while the server runs. Requests that need it get a 503 JSON,
// the process stays up, and it recovers by itself. The machine's PostgreSQL is shared, so the
// outage is a TCP proxy between the app and PostgreSQL that the test cuts and restores.

// Free ports, so two runs on one machine do not collide.
const appPort = await freePort();

let server: ServerProcess | undefined;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  await killServer(server);
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
});

const base = `http://127.0.0.1:${appPort}`;

async function call(path: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init;
  const res = await fetch(`${base}${path}`, {
    ...rest,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': clientIp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type') ?? '', text };
}

/**
 * /api/health right after the proxy listens again. No wait is needed: a pooled connection broken
 * by the outage costs one 503 as the pool drops it, so a bounded run of attempts (more than the
 * pool's 20 connections) ends in a 200 or shows that the server did not recover.
 */
async function healthAfterRestore() {
  let health = await call('/api/health');
  for (let attempt = 1; attempt < 25 && health.status !== 200; attempt++) {
    health = await call('/api/health');
  }
  return health;
}

describe.runIf(postgresServerUrl)('PostgreSQL going away while serving', () => {
  it('answers 503 JSON while it is down, stays up, and recovers by itself', async () => {
    const database = await createPostgresDatabase(postgresServerUrl ?? '');
    cleanups.push(database.drop);
    const target = new URL(database.url);
    const proxy = await startTcpProxy(0, {
      host: target.hostname,
      port: Number(target.port || 5432),
    });
    cleanups.push(proxy.close);
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);

    server = startServerNode({ DATABASE_URL: viaProxy.toString(), PORT: String(appPort) });
    await waitForHealth(appPort, server, 60_000);
    const { token } = await registerOverHttp(base);
    const book = () =>
      call('/api/bookings', { method: 'POST', token, body: JSON.stringify(flightBooking()) });
    const requests = {
      health: () => call('/api/health'),
      booking: book,
      reservations: () => call('/api/reservations', { token }),
      user: () => call('/api/user', { token }),
      history: () => call('/api/chat/history?sessionId=outageSession00000001'),
      login: () =>
        call('/api/auth/login', {
          method: 'POST',
          body: JSON.stringify({ username: 'nobody', password: 'whatever-pass' }),
        }),
    };
    expect((await book()).status).toBe(201);

    await proxy.cut();
    // Several rounds: the pool's broken connections first, then refused new ones.
    for (let round = 0; round < 3; round++) {
      for (const [name, request] of Object.entries(requests)) {
        const res = await request();
        expect({ name, status: res.status }).toEqual({ name, status: 503 });
        expect(res.type).toMatch(/^application\/json/);
        expect(JSON.parse(res.text)).toEqual({ message: expect.any(String) });
      }
    }
    // What needs no database still works, and the process is alive.
    expect((await call('/api/visa/requirements?nationality=IN&destination=JP')).status).toBe(200);
    expect(server.child.exitCode).toBeNull();

    await proxy.restore();
    const health = await healthAfterRestore();
    expect(JSON.parse(health.text)).toEqual({ status: 'ok', database: 'postgres' });
    expect((await book()).status).toBe(201);
    const reservations = await requests.reservations();
    expect(reservations.status).toBe(200);
    expect(JSON.parse(reservations.text)).toHaveLength(2);

    // A second outage, mid-burst: every answer is a 201 or a 503, never anything else.
    // Four lanes of five bookings each; the cut comes once four have been answered.
    let answered = 0;
    let cutNow: () => void = () => {};
    const fourAnswered = new Promise<void>((resolve) => (cutNow = resolve));
    const lane = async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await book()).status);
        if (++answered === 4) cutNow();
      }
      return statuses;
    };
    const burst = Array.from({ length: 4 }, lane);
    await fourAnswered;
    await proxy.cut();
    const statuses = new Set((await Promise.all(burst)).flat());
    expect([...statuses].filter((status) => status !== 201 && status !== 503)).toEqual([]);
    expect([...statuses].sort()).toEqual([201, 503]);
    await proxy.restore();
    expect((await healthAfterRestore()).status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 90_000);
});
