import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Issue 10's budget: / loads at most 150 KB of gzipped JavaScript (149.9 KB on 2026-11-23:
// React DOM 64, i18next 16, tailwind-merge 8, zod/mini 11, app code, TanStack Query…;
// docs/performance.md). Scripts are gzipped here, whatever the server sent, so the figure does
// not depend on the transfer encoding. A change that makes / heavier has to pay for it first.
const CEILING_KB = 150;

/** The gzipped size of every script a fresh visit to / fetched, settled, in KB. */
async function scriptsOnHome(page: Page) {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || response.status() !== 200) return;
    scripts.set(url.pathname, gzipSync(await response.body(), { level: 9 }).length / 1024);
  });
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  // Whatever loads after the first paint (lazy panels, the markdown parser) counts too.
  await page.waitForLoadState('networkidle');
  const totalKb = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  const report = [...scripts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([file, size]) => `${size.toFixed(1).padStart(7)} KB  ${file}`)
    .concat(`${totalKb.toFixed(1).padStart(7)} KB  total`)
    .join('\n');
  return { totalKb, report };
}

test('/ loads at most 150 KB of gzipped JavaScript', async ({ page }, testInfo) => {
  const { totalKb, report } = await scriptsOnHome(page);
  await testInfo.attach('scripts', { body: report, contentType: 'text/plain' });
  expect(totalKb, `gzipped JavaScript on / (KB):\n${report}`).toBeLessThanOrEqual(CEILING_KB);
});

// The app starts in steps, each a chunk the entry imports dynamically (client/src/main.tsx);
// unannounced, each would be fetched only when the step before it has run: a round trip each
// on a slow network before anything renders.
test('/ announces every chunk of the app start in its HTML', async ({ request }) => {
  const manifest = JSON.parse(
    fs.readFileSync(path.join('dist', 'client', '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; isEntry?: boolean; dynamicImports?: string[] }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const steps = (entry?.dynamicImports ?? []).map((key) => manifest[key]?.file);
  expect(steps.length, 'the entry imports its steps dynamically').toBeGreaterThan(0);

  const html = await (await request.get('/')).text();
  for (const file of steps) {
    expect(html, `${file} is announced`).toContain(
      `<link rel="modulepreload" crossorigin href="/${file}">`,
    );
  }
});

// The stylesheet is inline in the HTML: a page that fetched it as well would parse it twice.
test('pages load no stylesheet besides the one inline in their HTML', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  for (const path of ['/', '/blog', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(stylesheets).toEqual([]);
  expect(await page.locator('style[nonce]').count()).toBe(1);
});
