import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG } from '@common/constants';
import type { BlogEntry, PopularDestination } from '@common/contracts/blog';
import { blogEntries } from '../src/db/schema';
import { createTestApp } from './helpers/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const entries = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return res.json<BlogEntry[]>();
};
const titles = async (url: string) => (await entries(url)).map((entry) => entry.title);

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));
// Oldest first; each row as the recorder would store it, at a known time.
const SEED = [
  {
    nationality: 'IN',
    destination: 'JP',
    category: 'visa_required',
    days: null,
    createdAt: day(1),
  },
  { nationality: 'US', destination: 'JP', category: 'visa_free', days: 90, createdAt: day(2) },
  {
    nationality: 'IN',
    destination: 'GB',
    category: 'visa_required',
    days: null,
    createdAt: day(3),
  },
  { nationality: 'DE', destination: 'JP', category: 'visa_free', days: 90, createdAt: day(4) },
  { nationality: 'JP', destination: 'TH', category: 'visa_free', days: 60, createdAt: day(5) },
  { nationality: 'FR', destination: 'GB', category: 'eta', days: null, createdAt: day(6) },
];

describe('an empty blog', () => {
  it('has no entries and no popular destinations', async () => {
    expect(await entries('/api/blog/entries')).toEqual([]);
    const popular = await get('/api/blog/popular');
    expect(popular.statusCode).toBe(200);
    expect(popular.json()).toEqual([]);
  });
});

describe('GET /api/blog/entries', () => {
  beforeAll(async () => {
    await ctx.database.db
      .insert(blogEntries)
      .values(SEED.map((row) => ({ ...row, sessionId: nanoid() })));
  });

  it('lists entries newest first, in English by default', async () => {
    const list = await entries('/api/blog/entries');
    expect(list.map((entry) => entry.title)).toEqual([
      'United Kingdom visa requirements for French citizens',
      'Thailand visa requirements for Japanese citizens',
      'Japan visa requirements for German citizens',
      'United Kingdom visa requirements for Indian citizens',
      'Japan visa requirements for American citizens',
      'Japan visa requirements for Indian citizens',
    ]);
    expect(list[1]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Thailand visa requirements for Japanese citizens',
      timestamp: day(5).toISOString(),
      destination: 'Thailand',
      nationality: 'Japan',
      content: 'Citizens of Japan do not need a visa to visit Thailand for stays of up to 60 days.',
      tags: ['thailand', 'japan', 'visa-free'],
    });
  });

  it('writes the same entries in Spanish and Chinese', async () => {
    const es = await entries('/api/blog/entries?lang=es');
    expect(es.at(-1)).toMatchObject({
      title: 'Requisitos de visado de Japón para ciudadanos de India',
      destination: 'Japón',
      nationality: 'India',
      tags: ['japan', 'india', 'visa-required'],
    });
    expect(es.at(-1)?.content).toMatch(/^Los ciudadanos de India necesitan un visado para Japón/);
    const zh = await entries('/api/blog/entries?lang=zh');
    expect(zh.at(-1)).toMatchObject({
      title: '印度公民前往日本的签证要求',
      destination: '日本',
      nationality: '印度',
      content: '印度公民前往日本需在出行前申请签证。',
      tags: ['japan', 'india', 'visa-required'],
    });
  });

  it('rejects an unsupported language with 400 JSON', async () => {
    const res = await get('/api/blog/entries?lang=fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid querystring: lang: /);
  });
});

describe('GET /api/blog/entries/tag/:tag', () => {
  it('filters by a country on either side of the inquiry', async () => {
    expect(await titles('/api/blog/entries/tag/japan')).toEqual([
      'Thailand visa requirements for Japanese citizens',
      'Japan visa requirements for German citizens',
      'Japan visa requirements for American citizens',
      'Japan visa requirements for Indian citizens',
    ]);
    expect(await titles('/api/blog/entries/tag/united-kingdom')).toEqual([
      'United Kingdom visa requirements for French citizens',
      'United Kingdom visa requirements for Indian citizens',
    ]);
    expect(await titles('/api/blog/entries/tag/india')).toEqual([
      'United Kingdom visa requirements for Indian citizens',
      'Japan visa requirements for Indian citizens',
    ]);
  });

  it('filters by requirement', async () => {
    expect(await titles('/api/blog/entries/tag/visa-free')).toEqual([
      'Thailand visa requirements for Japanese citizens',
      'Japan visa requirements for German citizens',
      'Japan visa requirements for American citizens',
    ]);
    expect(await titles('/api/blog/entries/tag/eta')).toEqual([
      'United Kingdom visa requirements for French citizens',
    ]);
  });

  it('every tag an entry shows finds that entry', async () => {
    for (const entry of await entries('/api/blog/entries')) {
      for (const tag of entry.tags) {
        const ids = (await entries(`/api/blog/entries/tag/${tag}`)).map((e) => e.id);
        expect(ids).toContain(entry.id);
      }
    }
  });

  it('answers in the requested language, ignores the case of the tag', async () => {
    expect(await titles('/api/blog/entries/tag/THAILAND?lang=es')).toEqual([
      'Requisitos de visado de Tailandia para ciudadanos de Japón',
    ]);
  });

  it('answers an unused or unknown tag with an empty list', async () => {
    expect(await entries('/api/blog/entries/tag/brazil')).toEqual([]);
    expect(await entries('/api/blog/entries/tag/atlantis')).toEqual([]);
    expect(await entries('/api/blog/entries/tag/no-admission')).toEqual([]);
  });

  it('rejects a malformed tag with 400 JSON', async () => {
    const res = await get('/api/blog/entries/tag/visa_free');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid params: tag: /);
  });
});

describe('GET /api/blog/popular', () => {
  it('ranks destinations by their number of entries, tagged for View All', async () => {
    const res = await get('/api/blog/popular');
    expect(res.json()).toEqual([
      { destination: 'Japan', tag: 'japan', count: 3 },
      { destination: 'United Kingdom', tag: 'united-kingdom', count: 2 },
      { destination: 'Thailand', tag: 'thailand', count: 1 },
    ]);
  });

  it('names the destinations in the requested language, with the same tags', async () => {
    const es = (await get('/api/blog/popular?lang=es')).json<PopularDestination[]>();
    expect(es.map((d) => [d.destination, d.tag])).toEqual([
      ['Japón', 'japan'],
      ['Reino Unido', 'united-kingdom'],
      ['Tailandia', 'thailand'],
    ]);
    const zh = (await get('/api/blog/popular?lang=zh')).json<PopularDestination[]>();
    expect(zh.map((d) => d.destination)).toEqual(['日本', '英国', '泰国']);
  });

  it("each tag's View All lists exactly the counted entries' destination", async () => {
    for (const item of (await get('/api/blog/popular')).json<PopularDestination[]>()) {
      const tagged = await entries(`/api/blog/entries/tag/${item.tag}`);
      expect(tagged.filter((e) => e.destination === item.destination)).toHaveLength(item.count);
    }
  });
});

describe('limits', () => {
  it(`returns at most ${BLOG.pageSize} entries and ${BLOG.popularLimit} destinations`, async () => {
    const destinations = ['FR', 'DE', 'IT', 'ES', 'US', 'CA', 'AU', 'BR', 'MX', 'EG', 'KE', 'NZ'];
    await ctx.database.db.insert(blogEntries).values(
      Array.from({ length: BLOG.pageSize }, (_, i) => ({
        sessionId: nanoid(),
        nationality: 'IN',
        destination: destinations[i % destinations.length] ?? 'FR',
        category: 'visa_required',
        createdAt: new Date(Date.UTC(2026, 9, 1, 0, i)),
      })),
    );
    const list = await entries('/api/blog/entries');
    expect(list).toHaveLength(BLOG.pageSize);
    // The newest are the seed of November, ahead of October's.
    expect(list[0]?.title).toBe('United Kingdom visa requirements for French citizens');
    const popular = (await get('/api/blog/popular')).json<PopularDestination[]>();
    expect(popular).toHaveLength(BLOG.popularLimit);
    const counts = popular.map((d) => d.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});
