// `npm run bench`: starts the production build (dist/) on a fresh database and measures each
// scenario with autocannon, printing req/s, p50, p99, the throughput ratio to GET
// /api/health/live (a route that touches nothing) of the same run, and whether the budgets hold. It is a benchmark, not a test: it
// exits 0 whatever it measures. Each scenario first runs BENCH_WARMUP_SECONDS (3) with the
// same connections, sampled apart (autocannon's warm-up): the table is the steady state, and
// the warm-up's p99 is printed under it.
//
// Embedded PGlite in a temporary data directory by default. BENCH_DATABASE_URL=postgres://…
// runs on PostgreSQL instead: the bench creates the database the URL names (or a fresh
// algotrip_bench_* one when it names `postgres` or none), and drops it at the end.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

type Budget = { minRatio: number; maxP99Ms: number };
type Scenario = {
  name: string;
  requests: autocannon.Request[];
  /** The budget; the ratio is to GET /api/health/live of the same run. */
  budget?: (onPostgres: boolean) => Budget;
};

type WarmedUpResult = autocannon.Result & { warmup?: autocannon.Result };

const P99_BUDGET_MS = 50;

// Many pairs, so the visa scenario measures lookups and not one cached answer.
const PAIRS = ['IN', 'CN', 'US', 'NG', 'BR', 'DE', 'MX', 'PH'].flatMap((nationality) =>
  ['JP', 'US', 'GB', 'FR', 'TH', 'AE', 'AU', 'CA', 'ZA', 'TR'].map((destination) => ({
    method: 'GET' as const,
    path: `/api/visa/requirements?nationality=${nationality}&destination=${destination}`,
  })),
);

// Whole chat turns: understanding, the visa answer and its reply in three languages, and the
// transaction that stores the turn with its conversation.
const CHAT_MESSAGES = [
  { message: 'I am Indian', destination: 'Japan', language: 'en' },
  { message: "I'm Nigerian and I want to visit the United Kingdom", language: 'en' },
  { message: 'soy mexicano', destination: 'España', language: 'es' },
  { message: '我是中国人，想去法国旅游', language: 'zh' },
  { message: 'Best flights to Australia from Canada?', language: 'en' },
  { message: 'Visa requirements for Thailand', nationality: 'Brazil', language: 'en' },
];

/** One of 4,096 client addresses (X-Forwarded-For, the server trusting one proxy hop as behind
 * a load balancer): the per-address limits still count every request, but never refuse one. */
function clientAddress(i: number): string {
  return `10.${(i >> 8) & 15}.${i & 255}.${1 + (i % 250)}`;
}

/**
 * Each request is the first turn of a conversation of its own: the server stores every turn
 * with its conversation and refuses two answered from the same state (409), which concurrent
 * requests on a few shared sessions would do all the time.
 */
function chatTurns(): autocannon.Request[] {
  let n = 0;
  return [
    {
      method: 'POST',
      path: '/api/chat/completions',
      setupRequest: (request) => {
        const i = n++;
        return {
          ...request,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(i) },
          body: JSON.stringify({
            sessionId: `benchChat${String(i).padStart(12, '0')}`,
            nationality: 'Unknown',
            destination: 'Unknown',
            ...CHAT_MESSAGES[i % CHAT_MESSAGES.length],
          }),
        };
      },
    },
  ];
}

// The city pickers' lists (includeAll=false), from a few dozen cities (Japan) to about a
// thousand (the United States); serialised and compressed at start, so this measures sending
// them. Asked as the pickers ask, through a browser: with its Accept-Encoding.
const CITY_LISTS = ['united states', 'france', 'japan', 'germany', 'india', 'brazil'].map(
  (country) => ({
    method: 'GET' as const,
    path: `/api/cities/${encodeURIComponent(country)}?includeAll=false`,
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  }),
);

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const ROUTES = [
  ['France', 'Paris', 'Lyon'],
  ['Japan', 'Tokyo', 'Osaka'],
  ['Thailand', 'Bangkok', 'Phuket'],
  ['United States', 'New York', 'Chicago'],
  ['Spain', 'Madrid', 'Barcelona'],
] as const;
const FARES = ['Economy', 'Premium Economy', 'Business'] as const;
const FLIGHT_TYPES = ['oneway', 'roundtrip', 'flexible_return'] as const;

/** The n-th booking: flights of every type and hotels, on different routes, dates and sizes. */
function bookingPayload(n: number): object {
  const [destination, city, otherCity] = ROUTES[n % ROUTES.length]!;
  const start = 7 + (n % 200);
  if (n % 3 === 2) {
    return {
      type: 'hotel',
      destination,
      arrivalCity: city,
      checkIn: inDays(start),
      checkOut: inDays(start + 1 + (n % 9)),
      guests: 1 + (n % 4),
      priceOption: { label: n % 2 ? 'Deluxe' : 'Standard' },
      guestName: `Guest ${n}`,
      guestEmail: `guest${n}@example.com`,
    };
  }
  const flightType = FLIGHT_TYPES[n % FLIGHT_TYPES.length]!;
  return {
    type: 'flight',
    destination,
    departureCity: 'London',
    arrivalCity: city,
    ...(flightType === 'flexible_return' ? { returnCity: otherCity } : {}),
    dates: {
      departure: inDays(start),
      ...(flightType === 'oneway' ? {} : { return: inDays(start + 3 + (n % 20)) }),
    },
    passengers: 1 + (n % 4),
    priceOption: { label: FARES[n % FARES.length] },
    flightType,
    fullName: `Traveller ${n}`,
    email: `traveller${n}@example.com`,
    passportNumber: `X${String(1_000_000 + n)}`,
  };
}

/** Signed-in bookings with a different payload on every request, from many addresses. */
function bookingRequests(token: string): autocannon.Request[] {
  let n = 0;
  return [
    {
      method: 'POST',
      path: '/api/bookings',
      setupRequest: (request) => {
        const i = n++;
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'x-forwarded-for': clientAddress(i),
          },
          body: JSON.stringify(bookingPayload(i)),
        };
      },
    },
  ];
}

const port = Number(process.env.BENCH_PORT ?? 5077);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const baseUrl = `http://127.0.0.1:${port}`;

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

/** Registers the bench's user and returns its bearer token. */
async function registerUser(): Promise<string> {
  const suffix = randomBytes(4).toString('hex');
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `bench${suffix}`,
      email: `bench${suffix}@example.com`,
      password: 'bench-password-1',
    }),
  });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { authToken: string };
  return body.authToken;
}

/** A fresh PostgreSQL database for the run, and how to drop it. */
async function createPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const target = new URL(serverUrl);
  const named = target.pathname.replace(/^\//, '');
  const name =
    named && named !== 'postgres' ? named : `algotrip_bench_${randomBytes(4).toString('hex')}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.href });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  // CREATE fails when the database exists, so the bench never drops one it did not create.
  await run(`CREATE DATABASE ${name}`);
  target.pathname = `/${name}`;
  return { url: target.href, drop: () => run(`DROP DATABASE IF EXISTS ${name}`) };
}

async function main(): Promise<void> {
  if (!fs.existsSync('dist/server/server.js')) throw new Error('run `npm run build` first');
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  const postgres = postgresUrl ? await createPostgresDatabase(postgresUrl) : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'algotrip-bench-'));
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=.tmp/prof" profiles the server under the load.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = spawn(process.execPath, [...nodeArgs, 'dist/server/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      // Required with PostgreSQL. Fixed, so a database kept between runs opens again; its
      // data is made up by the run.
      DATA_ENCRYPTION_KEY:
        process.env.DATA_ENCRYPTION_KEY || Buffer.alloc(32, 0x42).toString('base64'),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
    },
    stdio: 'inherit',
  });
  try {
    await waitForHealth();
    const token = await registerUser();
    const scenarios: Scenario[] = [
      { name: 'GET /api/health/live', requests: [{ method: 'GET', path: '/api/health/live' }] },
      { name: 'GET /api/health', requests: [{ method: 'GET', path: '/api/health' }] },
      {
        name: 'GET /api/visa/requirements (80 pairs)',
        requests: PAIRS,
        budget: () => ({ minRatio: 0.5, maxP99Ms: P99_BUDGET_MS }),
      },
      { name: 'GET /api/countries', requests: [{ method: 'GET', path: '/api/countries?lang=zh' }] },
      {
        name: 'GET /api/cities/{country} (6 countries)',
        requests: CITY_LISTS,
        budget: () => ({ minRatio: 0.5, maxP99Ms: P99_BUDGET_MS }),
      },
      {
        name: 'POST /api/chat/completions (stored first turns)',
        requests: chatTurns(),
        budget: (onPostgres) => ({ minRatio: onPostgres ? 0.1 : 0.05, maxP99Ms: P99_BUDGET_MS }),
      },
      {
        name: 'POST /api/bookings (signed in)',
        requests: bookingRequests(token),
        budget: (onPostgres) => ({ minRatio: onPostgres ? 0.1 : 0.05, maxP99Ms: P99_BUDGET_MS }),
      },
    ];

    const results: { scenario: Scenario; result: WarmedUpResult }[] = [];
    for (const scenario of scenarios) {
      // BENCH_ONLY=bookings runs the baseline and the scenarios whose name contains it.
      const only = process.env.BENCH_ONLY;
      if (only && scenario !== scenarios[0] && !scenario.name.includes(only)) continue;
      // autocannon's warm-up (missing from its typings): the first seconds after a start (JIT,
      // the database's first pages) are not steady state; they are sampled apart.
      const options: autocannon.Options & { warmup: { connections: number; duration: number } } = {
        url: baseUrl,
        connections,
        duration,
        requests: scenario.requests,
        warmup: { connections, duration: WARMUP_SECONDS },
      };
      const result: WarmedUpResult = await autocannon(options);
      results.push({ scenario, result });
      // autocannon stops at the deadline with requests still queued in the server: let them
      // finish, so the next scenario (or the shutdown) starts on an idle server.
      await waitForHealth();
    }

    const health = results[0]?.result.requests.average || 1;
    const rows = results.map(({ scenario, result }) => {
      const ratio = result.requests.average / health;
      const budget = scenario.budget?.(postgres !== undefined);
      // Socket errors include timeouts (autocannon's default: 10 s).
      const errors = result.errors + result.non2xx;
      const holds =
        budget && ratio >= budget.minRatio && result.latency.p99 < budget.maxP99Ms && errors === 0;
      return {
        scenario: scenario.name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        // Where the tail starts: how far p97.5 and the worst request are from p99.
        'p97.5 ms': result.latency.p97_5,
        'max ms': result.latency.max,
        'non-2xx': result.non2xx,
        'errors (timeouts)': `${result.errors} (${result.timeouts})`,
        ratio: +ratio.toFixed(2),
        budget: budget ? `≥${budget.minRatio}, p99<${budget.maxP99Ms}` : '',
        verdict: budget ? (holds ? 'PASS' : 'FAIL') : '',
      };
    });
    const load = os.loadavg().map((value) => value.toFixed(1));
    console.log(
      `${os.cpus().length} cores (load ${load.join(' ')}), Node ${process.version}, ` +
        `${postgres ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, ${duration} s per scenario`,
    );
    console.table(rows);
    console.log(
      `Warm-up, ${WARMUP_SECONDS} s before each scenario (not in the table): ` +
        results
          .map(({ scenario, result }) => {
            const p99 = result.warmup?.latency.p99 ?? '?';
            return `${scenario.name.split(' (')[0]} p99 ${p99} ms`;
          })
          .join('; '),
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

await main();
