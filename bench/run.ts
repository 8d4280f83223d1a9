// `npm run bench`: starts the production build (dist/) on a fresh embedded database and
// measures each scenario with autocannon, printing req/s, p50, p99 and the throughput ratio to
// GET /api/health of the same run. Scenarios are added as features land (issue 10 sets budgets).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Scenario = { name: string; requests: autocannon.Request[] };

// Many pairs, so the visa scenario measures lookups and not one cached answer.
const PAIRS = ['IN', 'CN', 'US', 'NG', 'BR', 'DE', 'MX', 'PH'].flatMap((nationality) =>
  ['JP', 'US', 'GB', 'FR', 'TH', 'AE', 'AU', 'CA', 'ZA', 'TR'].map((destination) => ({
    method: 'GET' as const,
    path: `/api/visa/requirements?nationality=${nationality}&destination=${destination}`,
  })),
);

// Whole chat turns of the built-in engine: understanding, the visa answer and its reply, in
// three languages; a few sessions, so the blog records each pair once and then skips.
const CHAT_TURNS = [
  { message: 'I am Indian', destination: 'Japan', language: 'en' },
  { message: "I'm Nigerian and I want to visit the United Kingdom", language: 'en' },
  { message: 'soy mexicano', destination: 'España', language: 'es' },
  { message: '我是中国人，想去法国旅游', language: 'zh' },
  { message: 'Best flights to Australia from Canada?', language: 'en' },
  { message: 'Visa requirements for Thailand', nationality: 'Brazil', language: 'en' },
].map((turn, index) => ({
  method: 'POST' as const,
  path: '/api/chat/completions',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    sessionId: `benchSession${String(index).padStart(9, '0')}`,
    nationality: 'Unknown',
    destination: 'Unknown',
    ...turn,
  }),
}));

// The city pickers' lists (includeAll=false), from a few dozen cities (Japan) to about a
// thousand (the United States); built at start, so this measures serialising them.
const CITY_LISTS = ['united states', 'france', 'japan', 'germany', 'india', 'brazil'].map(
  (country) => ({
    method: 'GET' as const,
    path: `/api/cities/${encodeURIComponent(country)}?includeAll=false`,
  }),
);

const scenarios: Scenario[] = [
  { name: 'GET /api/health', requests: [{ method: 'GET', path: '/api/health' }] },
  { name: 'GET /api/visa/requirements (80 pairs)', requests: PAIRS },
  { name: 'GET /api/countries', requests: [{ method: 'GET', path: '/api/countries?lang=zh' }] },
  { name: 'GET /api/cities/{country} (6 countries)', requests: CITY_LISTS },
  { name: 'POST /api/chat/completions (6 turns)', requests: CHAT_TURNS },
];

const port = Number(process.env.BENCH_PORT ?? 5077);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const baseUrl = `http://127.0.0.1:${port}`;

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

async function main(): Promise<void> {
  if (!fs.existsSync('dist/server/server.js')) throw new Error('run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'algotrip-bench-'));
  const server = spawn(process.execPath, ['dist/server/server.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  try {
    await waitForHealth();
    const rows: {
      scenario: string;
      'req/s': number;
      'p50 ms': number;
      'p99 ms': number;
      errors: number;
    }[] = [];
    for (const scenario of scenarios) {
      const result = await autocannon({
        url: baseUrl,
        connections,
        duration,
        requests: scenario.requests,
      });
      rows.push({
        scenario: scenario.name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    }
    const health = rows[0]?.['req/s'] ?? 1;
    console.log(
      `${os.cpus().length} cores, ${connections} connections, ${duration} s per scenario`,
    );
    console.table(
      rows.map((row) => ({ ...row, 'ratio to health': +(row['req/s'] / health).toFixed(2) })),
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
