import { expect } from 'vitest';
import { MAX_LISTED_RESERVATIONS } from '@common/contracts/bookings';
import { clientIp, killServer, registerOverHttp, startServerNode } from './durability-servers';
import { waitForHealth, type ServerProcess } from './server-process';
import { flightBooking, hotelBooking } from './travel-fixtures';

// Issue 10 §5: SIGKILL during a burst of bookings loses no booking that was acknowledged.

const CONCURRENCY = 24;
/** The kill comes once this many bookings were acknowledged, with CONCURRENCY more in flight. */
const KILL_AFTER_ACKNOWLEDGED = 60;

type Env = Record<string, string | undefined>;

async function start(env: Env, port: number, running: ServerProcess[]) {
  const server = startServerNode({ ...env, PORT: String(port) });
  running.push(server);
  await waitForHealth(port, server, 60_000);
  return server;
}

/**
 * Books with CONCURRENCY requests always in flight, kills the server with SIGKILL while they
 * are, restarts it on the same data and checks that every 201 is stored.
 */
export async function killDuringBurst(env: Env, ports: [number, number]) {
  const running: ServerProcess[] = [];
  try {
    await burstKillRestart(env, ports, running);
  } finally {
    for (const server of running) await killServer(server);
  }
}

async function burstKillRestart(env: Env, ports: [number, number], running: ServerProcess[]) {
  const first = await start(env, ports[0], running);
  const base = `http://127.0.0.1:${ports[0]}`;
  // One traveller per worker: a burst of thousands of bookings stays far below what one user's
  // reservation list shows (MAX_LISTED_RESERVATIONS), so the check below sees every booking.
  const tokens = await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => (await registerOverHttp(base)).token),
  );

  const acknowledged = tokens.map((): string[] => []);
  const failures = new Map<string, number>();
  let stop = false;
  let sent = 0;
  let acknowledgedTotal = 0;
  let enoughAcknowledged: () => void = () => {};
  const enough = new Promise<void>((resolve) => (enoughAcknowledged = resolve));
  const worker = async (token: string, mine: string[]) => {
    while (!stop) {
      const payload = sent++ % 2 === 0 ? flightBooking() : hotelBooking();
      try {
        const res = await fetch(`${base}/api/bookings`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'x-forwarded-for': clientIp(),
          },
          body: JSON.stringify(payload),
        });
        const text = await res.text();
        if (res.status === 201) {
          mine.push((JSON.parse(text) as { reference: string }).reference);
          if (++acknowledgedTotal === KILL_AFTER_ACKNOWLEDGED) enoughAcknowledged();
        } else {
          failures.set(`HTTP ${res.status}`, (failures.get(`HTTP ${res.status}`) ?? 0) + 1);
          // A refusal is reported below; the kill need not wait for acknowledgements then.
          enoughAcknowledged();
        }
      } catch {
        // The connection died with the server: not acknowledged, so nothing is promised.
        failures.set('socket', (failures.get('socket') ?? 0) + 1);
        stop = true;
      }
    }
  };
  const workers = tokens.map((token, i) => worker(token, acknowledged[i] ?? []));
  // Workers that all stopped early (a failure) end the wait too; the checks below report it.
  await Promise.race([enough, Promise.all(workers)]);
  first.child.kill('SIGKILL');
  await first.exited;
  stop = true;
  await Promise.all(workers);

  expect(first.child.signalCode).toBe('SIGKILL');
  // Before the kill the server answered only 201 (no 5xx, no rate limit); after it, sockets died.
  expect([...failures.keys()].filter((key) => key !== 'socket')).toEqual([]);
  expect(failures.get('socket')).toBeGreaterThan(0);
  const acknowledgedCount = acknowledged.flat().length;
  expect(acknowledgedCount).toBeGreaterThan(20);
  expect(Math.max(...acknowledged.map((mine) => mine.length))).toBeLessThan(
    MAX_LISTED_RESERVATIONS,
  );

  // Same data: for PGlite this also shows the kernel freed the data-directory lock.
  const second = await start(env, ports[1], running);
  let storedCount = 0;
  for (const [i, token] of tokens.entries()) {
    const res = await fetch(`http://127.0.0.1:${ports[1]}/api/reservations`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const stored = new Set(((await res.json()) as { reference: string }[]).map((b) => b.reference));
    const lost = (acknowledged[i] ?? []).filter((reference) => !stored.has(reference));
    expect(lost).toEqual([]);
    storedCount += stored.size;
  }
  // A request in flight at the kill may have committed without its answer: never more than that.
  expect(storedCount).toBeGreaterThanOrEqual(acknowledgedCount);
  expect(storedCount).toBeLessThanOrEqual(acknowledgedCount + CONCURRENCY);

  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
}
