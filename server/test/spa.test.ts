import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';

// A stand-in for dist/client with the same shape as Vite's output.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'algotrip-client-'));
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><head><meta name="csp-nonce" content="__CSP_NONCE__"></head><div id="root"></div>',
);
// What scripts/route-preloads.mjs writes: the chunks of each lazily loaded page.
fs.mkdirSync(path.join(clientDir, '.vite'));
fs.writeFileSync(
  path.join(clientDir, '.vite', 'route-preloads.json'),
  JSON.stringify({ '/blog': ['/assets/blog-page-abc.js', '/assets/translation-def.js'] }),
);
fs.writeFileSync(path.join(clientDir, 'assets/app-abc123.js'), 'console.log(1)');
fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg/>');

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ clientDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('serving the single-page app', () => {
  it.each(['/', '/blog', '/dashboard', '/some/unknown/page', '/index.html'])(
    'answers %s with index.html carrying this response’s CSP nonce',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      const nonce = /content="([0-9a-f]{32})"/.exec(res.body)?.[1];
      expect(nonce).toBeDefined();
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
      expect(csp).toContain("default-src 'self'");
    },
  );

  it.each(['/blog', '/blog/', '/blog?tag=visa'])(
    'announces the chunks of the page at %s, so they load with the main bundle',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.body).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/blog-page-abc.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/translation-def.js"></head>',
      );
      expect(res.body).not.toContain('__CSP_NONCE__');
    },
  );

  it.each(['/', '/login', '/blogs', '/.vite/route-preloads.json'])(
    'announces no page chunks for %s',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('modulepreload');
    },
  );

  it('gives every response a new nonce', async () => {
    const a = await ctx.app.inject({ method: 'GET', url: '/' });
    const b = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(a.body).not.toBe(b.body);
  });

  it('serves hashed assets as immutable and other files as revalidated', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('never answers /api with the app', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found: GET /api/unknown' });
  });

  it('does not serve files outside the client folder', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/../package.json' });
    expect(res.body).not.toContain('"algotrip"');
  });
});
