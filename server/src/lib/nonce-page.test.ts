import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { NoncePage } from './nonce-page';

const PLACEHOLDER = '__NONCE__';
const page = [
  '<!doctype html><html><head>',
  `<style nonce="${PLACEHOLDER}">${'.p-4{padding:1rem}'.repeat(2000)}</style>`,
  `<script nonce="${PLACEHOLDER}" src="/assets/index.js"></script>`,
  '</head><body>中文 · español</body></html>',
].join('');

describe('NoncePage', () => {
  it('gzips to exactly the page with the nonce in every placeholder', () => {
    const nonce = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const expected = page.replaceAll(PLACEHOLDER, nonce);
    const nonced = new NoncePage(page, PLACEHOLDER);
    expect(nonced.html(nonce)).toBe(expected);
    expect(gunzipSync(nonced.gzip(nonce)).toString('utf8')).toBe(expected);
  });

  it('gives each nonce its own body, and compresses the page', () => {
    const nonced = new NoncePage(page, PLACEHOLDER);
    const a = nonced.gzip('0'.repeat(32));
    const b = nonced.gzip('f'.repeat(32));
    expect(gunzipSync(b).toString('utf8')).toContain(`nonce="${'f'.repeat(32)}"`);
    expect(a.equals(b)).toBe(false);
    expect(a.length).toBeLessThan(Buffer.byteLength(page) / 10);
  });

  it('works for a page without a placeholder', () => {
    const nonced = new NoncePage('<p>plain</p>', PLACEHOLDER);
    expect(gunzipSync(nonced.gzip('x')).toString('utf8')).toBe('<p>plain</p>');
  });
});
