// `npm run lighthouse`: audits the production build (run `npm run build` first) with
// Lighthouse in Debian's Chromium, mobile emulation (Lighthouse's default), on a fresh data
// directory. Audits each page LIGHTHOUSE_RUNS times (3), prints the four category scores of its
// median run and exits 1 when any is under issue 10's budget. Not part of `npm test`: scores
// move with the machine's load.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { paths } from './paths.mjs';

// LIGHTHOUSE_PAGES=/blog,/login audits only those; LIGHTHOUSE_REPORTS=dir keeps each full report.
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/blog', '/algotrip', '/login'];
// Runs of one page differ by 3–6 points on a two-core machine; as Lighthouse's own guidance on
// variability advises, each page is audited several times and its median run is the verdict.
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const reportDir = process.env.LIGHTHOUSE_REPORTS;
const BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const port = Number(process.env.LIGHTHOUSE_PORT ?? 5093);
const baseUrl = `http://127.0.0.1:${port}`;

async function waitForHealth() {
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

if (!fs.existsSync(paths.serverBundle)) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'algotrip-lighthouse-'));
const server = spawn(process.execPath, [paths.serverBundle], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
let chrome;
let failed = false;
try {
  await waitForHealth();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  });
  const rows = [];
  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${baseUrl}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(BUDGETS),
      });
      if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${page}`);
      // A run without a performance score (a metric Lighthouse could not compute) counts as 0:
      // say why, so a broken page and a flaky measurement can be told apart.
      if (result.lhr.runtimeError || result.lhr.categories.performance?.score == null) {
        const failed = Object.values(result.lhr.audits)
          .filter((audit) => audit.errorMessage)
          .map((audit) => `${audit.id}: ${audit.errorMessage}`);
        console.log(
          `${page} run ${run + 1} has no performance score:`,
          result.lhr.runtimeError?.message ?? failed.join('; '),
        );
      }
      runs.push(result.lhr);
    }
    const performanceOf = (report) => report.categories.performance?.score ?? 0;
    runs.sort((a, b) => performanceOf(a) - performanceOf(b));
    const lhr = runs[Math.floor(runs.length / 2)];
    if (reportDir) {
      fs.mkdirSync(reportDir, { recursive: true });
      const name = page === '/' ? 'home' : page.replace(/^\//, '').replaceAll('/', '-');
      fs.writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr, null, 1));
    }
    const row = {
      page,
      'performance runs': runs.map((report) => Math.round(performanceOf(report) * 100)).join(' '),
      // Lighthouse's own measure of the host's speed: simulated timings scale with it, so
      // scores from machines whose index differs are not comparable.
      'host index': Math.round(lhr.environment?.benchmarkIndex ?? 0),
    };
    const below = [];
    for (const [category, budget] of Object.entries(BUDGETS)) {
      const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
      row[category] = score;
      if (score < budget) {
        below.push(category);
        // What cost the points, so a failure says where to look.
        const audits = lhr.categories[category].auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit && audit.score !== null && audit.score < 1)
          .filter((audit) => audit.scoreDisplayMode !== 'informative')
          .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
        console.log(`${page} ${category} ${score} < ${budget}: ${audits.join(', ')}`);
      }
    }
    row.verdict = below.length ? 'FAIL' : 'PASS';
    failed ||= below.length > 0;
    rows.push(row);
  }
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile emulation, ${os.cpus().length} cores (load ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')})`,
  );
  console.table(rows);
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
