// `npm run load`: a mixed load against the production build (dist/, like `npm run bench`) on a
// fresh embedded database for LOAD_SECONDS (60): chat completions, visa requirements, city
// lists, bookings signed in and chat history on LOAD_CONNECTIONS (200) connections; beside
// them, at fixed rates, sign-ins (LOAD_LOGINS_PER_SECOND, 5), itinerary PDFs
// (LOAD_PDFS_PER_SECOND, 20) and a probe of GET /api/health (10 a second, from a process of
// its own: bench/health-probe.mjs) whose latency is the server's responsiveness under the load. Prints a summary by request kind and status; exits
// non-zero on a socket error or timeout, a 5xx other than 503 with Retry-After (load shed), shed
// requests above 1 %, or a health p99 of 100 ms or more. LOAD_DATABASE_URL=postgres://… runs
// the server on PostgreSQL instead (that database is written to).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.LOAD_PORT ?? 5096);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 200);
const duration = Number(process.env.LOAD_SECONDS ?? 60);
const warmupSeconds = Number(process.env.LOAD_WARMUP_SECONDS ?? 5);
const databaseUrl = process.env.LOAD_DATABASE_URL ?? '';
const baseUrl = `http://127.0.0.1:${port}`;

const loginsPerSecond = Number(process.env.LOAD_LOGINS_PER_SECOND ?? 5);
const pdfsPerSecond = Number(process.env.LOAD_PDFS_PER_SECOND ?? 20);
const HEALTH_PROBES_PER_SECOND = 10;
const HEALTH_P99_BUDGET_MS = 100;
const SHED_BUDGET = 0.01;

// Enough travellers that each signs in a few times a minute, under the per-account budget.
const USERS = 60;
const PASSWORD = 'secret-pass-load';
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

// Plans of 3 to 21 days as the itinerary page exports them, in the three languages, each drawn
// afresh from the page's kinds of lines with a number of its own, so no two are alike.
const PLAN_CITIES = ['Tokyo 東京', 'Kyoto 京都', 'París', 'Lyon', 'Roma', '上海', 'New York'];
const PLAN_LINES = [
  'Breakfast at a café near the hotel',
  'Guided walking tour of the old town',
  'Afternoon at a museum, then dinner at a well-reviewed restaurant',
  'Desayuno en una cafetería cerca del hotel',
  'Visita guiada por el casco antiguo',
  '在酒店附近的咖啡馆吃早餐',
  '参观博物馆，然后在评价很高的餐厅用晚餐',
  'Day trip by train to a nearby town',
  'Free evening: night market and street food',
];
const itinerary = () => {
  const days = 3 + randomInt(19);
  return {
    title: `Your ${days}-day Leisure itinerary, plan ${randomInt(1_000_000)}`,
    subtitle: `Leisure · ${days} days · Mid-range ($100-200/day)`,
    days: Array.from({ length: days }, (_, day) => ({
      heading: `Day ${day + 1} · ${pick(PLAN_CITIES)} · Highlights`,
      lines: Array.from(
        { length: 2 + randomInt(3) },
        () => `${pick(PLAN_LINES)} (${randomInt(100)})`,
      ),
    })),
  };
};

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
async function seed(): Promise<Seeded> {
  const tokens: string[] = [];
  const usernames: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const username = `load${randomBytes(5).toString('hex')}`;
    const body = (await post('/api/auth/register', {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
    })) as { authToken: string };
    tokens.push(body.authToken);
    usernames.push(username);
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
  return { tokens, usernames, sessions };
}

type Kind =
  | 'chat completion'
  | 'visa requirements'
  | 'cities'
  | 'booking'
  | 'chat history'
  | 'sign-in'
  | 'itinerary PDF'
  | 'health probe';
/** Counts a response; `shed` is a 503 with Retry-After (the server refusing load on purpose). */
type Count = (kind: Kind, status: number, shed: boolean) => void;

function counted(kind: Kind, count: Count, make: () => autocannon.Request): autocannon.Request {
  return {
    setupRequest: (request) => {
      const made = make();
      return {
        ...request,
        ...made,
        headers: { ...request.headers, ...made.headers, 'x-forwarded-for': clientIp() },
      };
    },
    onResponse: (status, _body, _context, headers) =>
      count(kind, status, status === 503 && headers?.['retry-after'] !== undefined),
  };
}

function requestsFor(tokens: string[], sessions: string[], count: Count): autocannon.Request[] {
  const base = (kind: Kind, make: () => autocannon.Request) => counted(kind, count, make);
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

/** Responses by kind and status, and how many were shed (503 with Retry-After). */
class Tally {
  readonly byKind = new Map<Kind, Map<number, number>>();
  shed = 0;
  total = 0;

  add(kind: Kind, status: number, shed: boolean) {
    const statuses = this.byKind.get(kind) ?? new Map<number, number>();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    this.byKind.set(kind, statuses);
    this.total++;
    if (shed) this.shed++;
  }

  rows() {
    return [...this.byKind].map(([kind, statuses]) => {
      const of = (test: (status: number) => boolean) =>
        [...statuses].filter(([status]) => test(status)).reduce((sum, [, n]) => sum + n, 0);
      return {
        request: kind,
        total: of(() => true),
        '2xx': of((s) => s >= 200 && s < 300),
        '4xx': of((s) => s >= 400 && s < 500),
        '5xx': of((s) => s >= 500),
        statuses: [...statuses]
          .sort(([x], [y]) => x - y)
          .map(([status, n]) => `${status}×${n}`)
          .join(' '),
      };
    });
  }
}

/** Prints the run and judges it against the budgets; the exit code. */
function report(run: {
  tally: Tally;
  results: autocannon.Result[];
  mixed: autocannon.Result;
  healthP99: number;
  probeErrors: number;
  failedAt: number[];
  serverAlive: boolean;
}): number {
  const { tally, mixed } = run;
  const rows = tally.rows();
  const fiveXx = rows.reduce((sum, row) => sum + row['5xx'], 0);
  const unexplained5xx = fiveXx - tally.shed;
  const shedShare = tally.total === 0 ? 0 : tally.shed / tally.total;
  const errors = run.results.reduce((sum, result) => sum + result.errors, 0) + run.probeErrors;
  const timeouts = run.results.reduce((sum, result) => sum + result.timeouts, 0);
  console.log(
    `${os.cpus().length} cores, ${connections} connections + ${loginsPerSecond} sign-ins/s + ` +
      `${pdfsPerSecond} itinerary PDFs/s, ${duration} s, ` +
      `${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}`,
  );
  console.table(rows);
  console.log(
    `mixed: ${mixed.requests.total} requests, ${Math.round(mixed.requests.average)} req/s; ` +
      `latency p50 ${mixed.latency.p50} ms, p99 ${mixed.latency.p99} ms, max ${mixed.latency.max} ms`,
  );
  console.log(
    `all: ${tally.total} responses; socket errors ${errors}, timeouts ${timeouts}, ` +
      `5xx ${fiveXx} of which shed ${tally.shed} (${(shedShare * 100).toFixed(2)} %); ` +
      `GET /api/health p99 ${run.healthP99} ms during the load`,
  );
  if (run.failedAt.length > 0) console.log(`failed requests at seconds: ${run.failedAt.join(' ')}`);
  const verdicts = [
    [run.serverAlive, 'the server stayed up'],
    [errors === 0 && timeouts === 0, 'no socket error or timeout'],
    [unexplained5xx === 0, 'no 5xx but 503 with Retry-After'],
    [shedShare < SHED_BUDGET, `shed under ${SHED_BUDGET * 100} %`],
    [run.healthP99 < HEALTH_P99_BUDGET_MS, `health p99 under ${HEALTH_P99_BUDGET_MS} ms`],
  ] as const;
  for (const [holds, what] of verdicts) console.log(`${holds ? 'PASS' : 'FAIL'}: ${what}`);
  return verdicts.every(([holds]) => holds) ? 0 : 1;
}

type Seeded = { tokens: string[]; usernames: string[]; sessions: string[] };

/** The mixed load and, beside it, sign-ins, itinerary PDFs and the health probe, for `seconds`. */
async function runMix(seeded: Seeded, seconds: number) {
  const tally = new Tally();
  const count: Count = (kind, status, shed) => tally.add(kind, status, shed);
  const startedAt = Date.now();
  // When in the run requests fail, in seconds: a cluster says more than a count.
  const failedAt: number[] = [];
  const run = (options: Omit<autocannon.Options, 'url'>) => {
    const instance = autocannon({ duration: seconds, timeout: 10, ...options, url: baseUrl });
    (instance as unknown as NodeJS.EventEmitter).on('reqError', () =>
      failedAt.push(Math.round((Date.now() - startedAt) / 1000)),
    );
    return instance;
  };
  const probe = probeHealth(seconds);
  const [mixed, ...steady] = await Promise.all([
    run({ connections, requests: requestsFor(seeded.tokens, seeded.sessions, count) }),
    run({
      connections: 4,
      overallRate: loginsPerSecond,
      requests: [
        counted('sign-in', count, () => ({
          method: 'POST',
          path: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ usernameOrEmail: pick(seeded.usernames), password: PASSWORD }),
        })),
      ],
    }),
    run({
      connections: 20,
      overallRate: pdfsPerSecond,
      requests: [
        counted('itinerary PDF', count, () => ({
          method: 'POST',
          path: '/api/itinerary/pdf',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(itinerary()),
        })),
      ],
    }),
  ]);
  if (!mixed) throw new Error('autocannon returned no result');
  const health = await probe;
  for (const [status, n] of Object.entries(health.statuses)) {
    for (let i = 0; i < n; i++) tally.add('health probe', Number(status), false);
  }
  tally.shed += health.shed;
  return {
    tally,
    results: [mixed, ...steady],
    mixed,
    healthP99: health.p99,
    probeErrors: health.errors + health.timeouts,
    failedAt,
  };
}

type ProbeSummary = {
  statuses: Record<string, number>;
  shed: number;
  errors: number;
  timeouts: number;
  p99: number;
};

/** The health probe, in a process of its own (bench/health-probe.mjs) so its clock is fair. */
function probeHealth(seconds: number): Promise<ProbeSummary> {
  const child = spawn(
    process.execPath,
    ['bench/health-probe.mjs', baseUrl, String(seconds), String(HEALTH_PROBES_PER_SECOND)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out) as ProbeSummary)
        : reject(new Error(`the health probe exited with ${code}`)),
    );
  });
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
  // LOAD_NODE_ARGS="--cpu-prof --cpu-prof-dir=.tmp/prof" profiles the server under the load.
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
    const { tokens, usernames, sessions } = await seed();
    // The first seconds after a start (JIT, the PDF threads' fonts, the pools' connections) are
    // not steady state: the same mix runs LOAD_WARMUP_SECONDS (5) first, counted apart.
    const warmup = await runMix({ tokens, usernames, sessions }, warmupSeconds);
    console.log(
      `warm-up, ${warmupSeconds} s: ${warmup.tally.total} responses, health p99 ${warmup.healthP99} ms`,
    );
    const measured = await runMix({ tokens, usernames, sessions }, duration);
    return report({ ...measured, serverAlive: serverExit === undefined });
  } finally {
    if (serverExit === undefined) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
