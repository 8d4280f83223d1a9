import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCountriesResponseSchema } from '@common/contracts/countries';
import { createTestApp } from './helpers/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

function getCountries(query: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/countries${query}` });
}

function isSorted(names: string[], locale: string): boolean {
  const { compare } = new Intl.Collator(locale);
  return names.every((name, i) => i === 0 || compare(names[i - 1] ?? '', name) < 0);
}

describe('GET /api/countries', () => {
  it('lists the 199 countries in English by default, sorted, cacheable', async () => {
    const res = await getCountries('');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const { countries } = getCountriesResponseSchema.parse(res.json());
    expect(countries).toHaveLength(199);
    expect(new Set(countries.map((country) => country.code)).size).toBe(199);
    expect(
      isSorted(
        countries.map((country) => country.name),
        'en',
      ),
    ).toBe(true);
    expect(countries[0]).toEqual({
      code: 'AF',
      name: 'Afghanistan',
      demonym: 'Afghan',
      flag: '🇦🇫',
    });
    expect(countries).toContainEqual({
      code: 'US',
      name: 'United States',
      demonym: 'American',
      flag: '🇺🇸',
    });
    expect(countries).toContainEqual(
      expect.objectContaining({ code: 'GB', name: 'United Kingdom' }),
    );
    expect(countries).toContainEqual(expect.objectContaining({ code: 'XK', name: 'Kosovo' }));
  });

  it('answers lang=en like the default', async () => {
    const [byDefault, english] = await Promise.all([getCountries(''), getCountries('?lang=en')]);
    expect(english.json()).toEqual(byDefault.json());
  });

  it('lists them in Spanish', async () => {
    const res = await getCountries('?lang=es');
    expect(res.statusCode).toBe(200);
    const { countries } = getCountriesResponseSchema.parse(res.json());
    expect(countries).toHaveLength(199);
    expect(
      isSorted(
        countries.map((country) => country.name),
        'es',
      ),
    ).toBe(true);
    expect(countries).toContainEqual({
      code: 'MX',
      name: 'México',
      demonym: 'mexicano',
      flag: '🇲🇽',
    });
    expect(countries).toContainEqual(
      expect.objectContaining({ code: 'US', name: 'Estados Unidos', demonym: 'estadounidense' }),
    );
    expect(countries).toContainEqual(expect.objectContaining({ code: 'JP', name: 'Japón' }));
  });

  it('lists them in Chinese, in pinyin order', async () => {
    const res = await getCountries('?lang=zh');
    expect(res.statusCode).toBe(200);
    const { countries } = getCountriesResponseSchema.parse(res.json());
    expect(countries).toHaveLength(199);
    expect(
      isSorted(
        countries.map((country) => country.name),
        'zh-u-co-pinyin',
      ),
    ).toBe(true);
    expect(countries).toContainEqual({ code: 'US', name: '美国', demonym: '美国人', flag: '🇺🇸' });
    expect(countries).toContainEqual(expect.objectContaining({ code: 'HK', name: '中国香港' }));
    expect(countries[0]?.name).toBe('阿尔巴尼亚');
  });

  it.each(['fr', 'EN', ''])('rejects lang=%s with a 400 that names it', async (lang) => {
    const res = await getCountries(`?lang=${lang}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      message: `Invalid querystring: lang: Unsupported language '${lang}'; use en, es, zh`,
    });
  });
});

describe('compressed lists', () => {
  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it.each(['/api/countries?lang=zh', '/api/cities/united%20states'])(
    '%s: Brotli or gzip when accepted, the same JSON, plain text otherwise',
    async (url) => {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');

      const br = await get(url, 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

      const gzip = await get(url, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);

      // q=0 refuses an encoding (RFC 9110 §12.5.3).
      const noBrotli = await get(url, 'br;q=0, gzip;q=0.5');
      expect(noBrotli.headers['content-encoding']).toBe('gzip');
      const identity = await get(url, 'br;q=0, gzip;q=0');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body).toBe(plain.body);
    },
  );
});
