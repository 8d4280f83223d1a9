import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getVisaRequirementsResponseSchema } from '@common/contracts/visa-requirements';
import { replaceVisaOverrides } from '../src/db/repositories/visa-overrides';
import { loadOverrides } from '../src/domain/visa-import/override-store';
import { createTestApp } from './helpers/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function ask(query: Record<string, string>) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/visa/requirements', query });
  return { status: res.statusCode, body: res.json() };
}

describe('GET /api/visa/requirements', () => {
  it('answers with the requirement, its source and the Visa info', async () => {
    const { status, body } = await ask({ nationality: 'IN', destination: 'JP' });
    expect(status).toBe(200);
    const answer = getVisaRequirementsResponseSchema.parse(body);
    expect(answer).toMatchObject({
      nationalityCode: 'IN',
      destinationCode: 'JP',
      country: 'Japan',
      nationality: 'India',
    });
    expect(answer.requirement.summary).toContain('Citizens of India');
    expect(answer.sources[0]).toMatch(/^https:\/\//);
    expect(answer.lastVerified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answer.visaOptions.length).toBeGreaterThan(0);
  });

  it.each([
    [{ nationality: 'in', destination: 'jp' }],
    [{ nationality: 'India', destination: 'Japan' }],
    [{ nationality: 'indio', destination: 'Japón' }],
    [{ nationality: '印度', destination: '日本' }],
    [{ nationality: 'INDIA', destination: 'tokyo' }],
  ])('accepts codes, names, demonyms and cities in any language: %o', async (query) => {
    const { status, body } = await ask(query);
    expect(status).toBe(200);
    expect(body).toMatchObject({ nationalityCode: 'IN', destinationCode: 'JP' });
  });

  it('answers in the requested language', async () => {
    const es = await ask({ nationality: 'MX', destination: 'ES', lang: 'es' });
    expect(es.body.country).toBe('España');
    expect(es.body.requirement.summary).toMatch(/^Los ciudadanos de México/);
    const zh = await ask({ nationality: 'CN', destination: 'US', lang: 'zh' });
    expect(zh.body.country).toBe('美国');
    expect(zh.body.requirement).toMatchObject({ category: 'visa_required' });
    expect(zh.body.requirement.summary).toContain('签证');
  });

  it('gives EU citizens freedom of movement within the EU', async () => {
    const { body } = await ask({ nationality: 'FR', destination: 'DE' });
    expect(body.requirement.category).toBe('freedom_of_movement');
  });

  it("says 'no visa needed: own country' for the same country", async () => {
    const { status, body } = await ask({ nationality: 'Japan', destination: 'JP' });
    expect(status).toBe(200);
    expect(body.requirement).toEqual({
      category: 'own_country',
      summary: 'No visa needed: own country.',
    });
    expect(body.visaOptions).toEqual([]);
  });

  it('names the unrecognised value in a 400', async () => {
    expect(await ask({ nationality: 'Atlantis', destination: 'JP' })).toEqual({
      status: 400,
      body: { message: "Unrecognised nationality: 'Atlantis'" },
    });
    expect(await ask({ nationality: 'IN', destination: 'Narnia' })).toEqual({
      status: 400,
      body: { message: "Unrecognised destination: 'Narnia'" },
    });
    expect((await ask({ nationality: 'IN' })).status).toBe(400);
    expect((await ask({ nationality: 'IN', destination: 'JP', lang: 'fr' })).status).toBe(400);
  });

  it('prefers an imported override, citing the import as its source', async () => {
    const importedAt = new Date('2026-11-20T10:00:00Z');
    await replaceVisaOverrides(
      ctx.database.db,
      [{ nationality: 'IN', destination: 'TH', category: 'visa_on_arrival', days: 15 }],
      { source: 'import 2026-11-20 test.csv', importedAt },
    );
    await loadOverrides(ctx.database.db);
    const { body } = await ask({ nationality: 'IN', destination: 'TH' });
    expect(body.requirement).toMatchObject({ category: 'visa_on_arrival', days: 15 });
    expect(body.sources).toEqual(['import 2026-11-20 test.csv']);
    expect(body.lastVerified).toBe('2026-11-20');
  });
});

describe('the English summary', () => {
  it("puts 'the' before names that take it", async () => {
    const { body } = await ask({ nationality: 'IN', destination: 'US' });
    expect(body.requirement.summary).toBe(
      'Citizens of India need a visa for the United States, applied for before travelling.',
    );
    const uk = await ask({ nationality: 'GB', destination: 'JP' });
    expect(uk.body.requirement.summary).toMatch(
      /^Citizens of the United Kingdom do not need a visa/,
    );
  });
});
