// `npm run load`: a mixed load against the production build (dist/, like `npm run bench`) on a
// fresh embedded database: chat completions, visa requirements, city lists, bookings signed in
// and chat history, LOAD_CONNECTIONS (200) connections for LOAD_SECONDS (60). Prints a summary
// by request kind and status; exits non-zero on any 5xx, socket error or timeout (issue 10 §4).
// LOAD_DATABASE_URL=postgres://… runs the server on PostgreSQL instead (that database is written to).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.LOAD_PORT ?? 5096);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 200);
const duration = Number(process.env.LOAD_SECONDS ?? 60);
const databaseUrl = process.env.LOAD_DATABASE_URL ?? '';
const baseUrl = `http://127.0.0.1:${port}`;

const USERS = 20;
const CHAT_SESSIONS = 20;
const MESSAGES_PER_SESSION = 12;

// Requests name their client's address (TRUST_PROXY=1): the traffic of TRAVELLERS people behind
// a load balancer, so per-IP limits (bookings: 30 a minute, blog entries: 30 an hour) count per
// traveller as in production instead of all at once for 127.0.0.1.
const TRAVELLERS = 500;
const clientIp = () => {
  const n = randomInt(TRAVELLERS);
  return `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;
const sessionId = (prefix: string, index: number) =>
  `${prefix}${String(index).padStart(21 - prefix.length, '0')}`;

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const NATIONALITIES = ['IN', 'CN', 'US', 'NG', 'BR', 'DE', 'MX', 'PH'];
const DESTINATIONS = ['JP', 'US', 'GB', 'FR', 'TH', 'AE', 'AU', 'CA', 'ZA', 'TR'];
const COUNTRIES = ['united states', 'france', 'japan', 'germany', 'india', 'brazil'];
const CHAT_TURNS = [
  { message: 'I am Indian', destination: 'Japan', language: 'en' },
  { message: "I'm Nigerian and I want to visit the United Kingdom", language: 'en' },
  { message: 'soy mexicano', destination: 'España', language: 'es' },
  { message: '我是中国人，想去法国旅游', language: 'zh' },
  { message: 'Best flights to Australia from Canada?', language: 'en' },
  { message: 'Visa requirements for Thailand', nationality: 'Brazil', language: 'en' },
];
const flightBooking = () => ({
  type: 'flight',
  destination: 'Japan',
  departureCity: 'Paris',
  arrivalCity: 'Tokyo',
  dates: { departure: inDays(30) },
  passengers: 2,
  priceOption: { label: 'Economy' },
  flightType: 'oneway',
  isRoundTrip: false,
  fullName: 'John Doe',
  email: 'john@example.com',
  passportNumber: 'X1234567',
});
const hotelBooking = () => ({
  type: 'hotel',
  destination: 'Japan',
  arrivalCity: 'Tokyo',
  checkIn: inDays(30),
  checkOut: inDays(35),
  guests: 2,
  priceOption: { label: 'Deluxe' },
  guestName: 'José Ñúñez',
  guestEmail: 'jose@example.com',
});

async function post(pathname: string, body: object, token?: string): Promise<unknown> {
  const res = await fetch(`${baseUrl}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': clientIp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`set-up ${pathname} failed: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Signed-in travellers, and chat sessions with a conversation for the history requests. */
async function seed(): Promise<{ tokens: string[]; sessions: string[] }> {
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const username = `load${randomBytes(5).toString('hex')}`;
    const body = (await post('/api/auth/register', {
      username,
      email: `${username}@example.com`,
      password: 'secret-pass',
    })) as { authToken: string };
    tokens.push(body.authToken);
  }
  const sessions = Array.from({ length: CHAT_SESSIONS }, (_, i) => sessionId('loadHistory', i));
  for (const id of sessions) {
    for (let m = 0; m < MESSAGES_PER_SESSION; m++) {
      await post('/api/chat/messages', {
        sessionId: id,
        role: m % 2 === 0 ? 'user' : 'assistant',
        content: m % 2 === 0 ? 'I am Indian and want to visit Japan' : 'Here is what you need…',
      });
    }
  }
  return { tokens, sessions };
}

type Kind = 'chat completion' | 'visa requirements' | 'cities' | 'booking' | 'chat history';

function requestsFor(
  tokens: string[],
  sessions: string[],
  count: (kind: Kind, status: number) => void,
): autocannon.Request[] {
  const base = (kind: Kind, make: () => autocannon.Request): autocannon.Request => ({
    setupRequest: (request) => {
      const made = make();
      return {
        ...request,
        ...made,
        headers: { ...request.headers, ...made.headers, 'x-forwarded-for': clientIp() },
      };
    },
    onResponse: (status) => count(kind, status),
  });
  let chat = 0;
  const completion = base('chat completion', () => ({
    method: 'POST',
    path: '/api/chat/completions',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      // Some fresh sessions, so the blog recorder keeps writing during the run.
      sessionId: sessionId('loadChat', chat++ % 5000),
      nationality: 'Unknown',
      destination: 'Unknown',
      ...pick(CHAT_TURNS),
    }),
  }));
  const visa = base('visa requirements', () => ({
    method: 'GET',
    path: `/api/visa/requirements?nationality=${pick(NATIONALITIES)}&destination=${pick(DESTINATIONS)}`,
  }));
  const cities = base('cities', () => ({
    method: 'GET',
    path: `/api/cities/${encodeURIComponent(pick(COUNTRIES))}?includeAll=false`,
  }));
  const booking = base('booking', () => ({
    method: 'POST',
    path: '/api/bookings',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${pick(tokens)}` },
    body: JSON.stringify(randomInt(2) === 0 ? flightBooking() : hotelBooking()),
  }));
  const history = base('chat history', () => ({
    method: 'GET',
    path: `/api/chat/history?sessionId=${pick(sessions)}`,
  }));
  // One pass of a connection: what a chat-heavy visitor does, with a booking now and then.
  const pass = [completion, visa, history, cities, completion, booking, visa, history, completion];
  // LOAD_ONLY=cities,booking keeps only those kinds (to find which one misbehaves).
  const only = process.env.LOAD_ONLY?.split(',');
  if (!only) return pass;
  const kinds = new Map<autocannon.Request, string>([
    [completion, 'completion'],
    [visa, 'visa'],
    [history, 'history'],
    [cities, 'cities'],
    [booking, 'booking'],
  ]);
  return pass.filter((request) => only.includes(kinds.get(request) ?? ''));
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

async function main(): Promise<number> {
  if (!fs.existsSync('dist/server/server.js')) throw new Error('run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'algotrip-load-'));
  // LOAD_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under the load.
  const nodeArgs = process.env.LOAD_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = spawn(process.execPath, [...nodeArgs, 'dist/server/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // Required with PostgreSQL. Fixed, so a database kept between runs opens again; its
      // data is made up by the run.
      DATA_ENCRYPTION_KEY:
        process.env.DATA_ENCRYPTION_KEY || Buffer.alloc(32, 0x42).toString('base64'),
      LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? 'warn',
      TRUST_PROXY: '1',
    },
    stdio: 'inherit',
  });
  let serverExit: number | null | undefined;
  server.once('exit', (code) => (serverExit = code));
  try {
    await waitForHealth();
    const { tokens, sessions } = await seed();

    const byKind = new Map<Kind, Map<number, number>>();
    const count = (kind: Kind, status: number) => {
      const statuses = byKind.get(kind) ?? new Map<number, number>();
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      byKind.set(kind, statuses);
    };
    const startedAt = Date.now();
    // When in the run requests time out, in seconds: a cluster says more than a count.
    const timeoutsAt: number[] = [];
    const instance = autocannon({
      url: baseUrl,
      connections,
      duration,
      timeout: 10,
      requests: requestsFor(tokens, sessions, count),
    });
    (instance as unknown as NodeJS.EventEmitter).on('reqError', () =>
      timeoutsAt.push(Math.round((Date.now() - startedAt) / 1000)),
    );
    const result = await instance;

    const rows = [...byKind].map(([kind, statuses]) => {
      const total = [...statuses.values()].reduce((sum, n) => sum + n, 0);
      const of = (test: (status: number) => boolean) =>
        [...statuses].filter(([status]) => test(status)).reduce((sum, [, n]) => sum + n, 0);
      return {
        request: kind,
        total,
        '2xx': of((s) => s >= 200 && s < 300),
        '4xx': of((s) => s >= 400 && s < 500),
        '5xx': of((s) => s >= 500),
        other: of((s) => s < 200 || (s >= 300 && s < 400)),
        statuses: [...statuses]
          .sort(([x], [y]) => x - y)
          .map(([status, n]) => `${status}×${n}`)
          .join(' '),
      };
    });
    const fiveXx = rows.reduce((sum, row) => sum + row['5xx'], 0);
    console.log(
      `${os.cpus().length} cores, ${connections} connections, ${duration} s, ` +
        `${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}`,
    );
    console.table(rows);
    console.log(
      `${result.requests.total} requests, ${Math.round(result.requests.average)} req/s; ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
        `socket errors ${result.errors}, timeouts ${result.timeouts}, 5xx ${fiveXx}`,
    );
    if (timeoutsAt.length > 0) console.log(`failed requests at seconds: ${timeoutsAt.join(' ')}`);
    const alive = serverExit === undefined;
    if (!alive) console.log(`the server exited during the run (code ${serverExit})`);
    const ok = fiveXx === 0 && result.errors === 0 && result.timeouts === 0 && alive;
    console.log(ok ? 'PASS: no 5xx, no socket errors' : 'FAIL');
    return ok ? 0 : 1;
  } finally {
    if (serverExit === undefined) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
