import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';

// A stand-in for dist/client with the same shape as Vite's output.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'algotrip-client-'));
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><head><meta name="csp-nonce" content="__CSP_NONCE__">' +
    '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">' +
    '<link rel="stylesheet" crossorigin href="/assets/odd-abc123.css"></head><div id="root"></div>',
);
fs.writeFileSync(path.join(clientDir, 'assets/index-abc123.css'), '.p-4{padding:1rem}');
// A stylesheet that would end an inline <style> element early stays a link.
fs.writeFileSync(path.join(clientDir, 'assets/odd-abc123.css'), '.x::after{content:"</style>"}');
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
  it.each([
    ['/', 200],
    ['/blog', 200],
    ['/dashboard', 200],
    ['/verify/AT-12345', 200],
    ['/login?next=1', 200],
    // No page of the client: the same app, which shows its 404 page, with status 404.
    ['/no-such-page', 404],
    ['/some/unknown/page', 404],
    ['/verify/', 404],
    ['/index.html', 404],
  ])(
    'answers %s with index.html carrying this response’s CSP nonce, status %i',
    async (url, status) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
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
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).not.toContain('modulepreload');
    },
  );

  it('inlines the stylesheet with the page nonce, so the first frame needs no other request', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/login' });
    const nonce = /content="([0-9a-f]{32})"/.exec(res.body)?.[1];
    expect(res.body).toContain(`<style nonce="${nonce}">.p-4{padding:1rem}</style>`);
    expect(res.body).not.toContain('href="/assets/index-abc123.css"');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/odd-abc123.css">');
  });

  it.each(['gzip, deflate, br, zstd', 'gzip', 'br;q=1, gzip;q=0.5'])(
    'gzips the page for Accept-Encoding %s',
    async (acceptEncoding) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/blog',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toContain('Accept-Encoding');
      const html = gunzipSync(res.rawPayload).toString('utf8');
      const nonce = /content="([0-9a-f]{32})"/.exec(html)?.[1];
      expect(String(res.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
      expect(html).toContain('/assets/blog-page-abc.js');
    },
  );

  it.each(['', 'br', 'gzip;q=0, br'])(
    'sends the page as it is for Accept-Encoding "%s"',
    async (acceptEncoding) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toMatch(/^<!doctype html>/);
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

  it('answers HEAD of an unknown path with 404 too', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
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
