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
import { waitForHealth, type ServerProcess } from './helpers/server-process';
import { flightBooking } from './helpers/travel-fixtures';

// Issue 10 §5: PostgreSQL goes away while the server runs. Requests that need it get a 503 JSON,
// the process stays up, and it recovers by itself. The machine's PostgreSQL is shared, so the
// outage is a TCP proxy between the app and PostgreSQL that the test cuts and restores.

const APP_PORT = 5710;
const PROXY_PORT = 5711;

let server: ServerProcess | undefined;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  await killServer(server);
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
});

const base = `http://127.0.0.1:${APP_PORT}`;

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

describe.runIf(postgresServerUrl)('PostgreSQL going away while serving', () => {
  it('answers 503 JSON while it is down, stays up, and recovers by itself', async () => {
    const database = await createPostgresDatabase(postgresServerUrl ?? '');
    cleanups.push(database.drop);
    const target = new URL(database.url);
    const proxy = await startTcpProxy(PROXY_PORT, {
      host: target.hostname,
      port: Number(target.port || 5432),
    });
    cleanups.push(proxy.close);
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(PROXY_PORT);

    server = startServerNode({ DATABASE_URL: viaProxy.toString(), PORT: String(APP_PORT) });
    await waitForHealth(APP_PORT, server, 60_000);
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
    const deadline = Date.now() + 20_000;
    let health = await requests.health();
    while (health.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      health = await requests.health();
    }
    expect(JSON.parse(health.text)).toEqual({ status: 'ok', database: 'postgres' });
    expect((await book()).status).toBe(201);
    const reservations = await requests.reservations();
    expect(reservations.status).toBe(200);
    expect(JSON.parse(reservations.text)).toHaveLength(2);

    // A second outage, mid-burst: every answer is a 201 or a 503, never anything else.
    const burst = Array.from({ length: 20 }, (_, i) =>
      new Promise((resolve) => setTimeout(resolve, i * 20)).then(book),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    await proxy.cut();
    const statuses = new Set((await Promise.all(burst)).map((res) => res.status));
    expect([...statuses].filter((status) => status !== 201 && status !== 503)).toEqual([]);
    await proxy.restore();
    let again = await requests.health();
    while (again.status !== 200 && Date.now() < deadline + 20_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      again = await requests.health();
    }
    expect(again.status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 90_000);
});
