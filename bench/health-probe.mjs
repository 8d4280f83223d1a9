// The load test's health probe (bench/load.ts), in a process of its own: GET /api/health at a
// fixed rate for a number of seconds, one request at a time, and on stdout a JSON summary. Apart
// from the load generator, whose own event loop is busy driving hundreds of connections and
// would otherwise count its lag as the server's.
//
//   node bench/health-probe.mjs <base url> <seconds> <requests per second>
const [baseUrl, seconds, rate] = process.argv.slice(2);
const intervalMs = 1000 / Number(rate);
const endAt = performance.now() + Number(seconds) * 1000;
const TIMEOUT_MS = 10_000;

const latencies = [];
const statuses = {};
let shed = 0;
let errors = 0;
let timeouts = 0;

let next = performance.now();
while (next < endAt) {
  const wait = next - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  next += intervalMs;
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}/api/health`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    if (response.status === 503 && response.headers.has('retry-after')) shed++;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') timeouts++;
    else errors++;
  }
}

latencies.sort((a, b) => a - b);
const p99 = latencies.length === 0 ? 0 : latencies[Math.ceil(latencies.length * 0.99) - 1];
console.log(JSON.stringify({ statuses, shed, errors, timeouts, p99: Math.round(p99) }));
