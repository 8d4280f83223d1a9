import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getVisaRequirementsResponseSchema } from '@common/contracts/visa-requirements';
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
  expect(res.statusCode).toBe(200);
  return getVisaRequirementsResponseSchema.parse(res.json());
}

const yellowFeverNote = (answer: Awaited<ReturnType<typeof ask>>, title: string) =>
  answer.importantNotes.find((note) => note.title === title)?.description;

describe('entry rules in the visa answer', () => {
  it('gives South Africa’s entry rules and its yellow-fever rule by where you arrive from', async () => {
    const answer = await ask({ nationality: 'IN', destination: 'ZA', lang: 'en' });
    expect(answer.entryRules).toEqual({
      passportValidity: { kind: 'beyond_departure', days: 30 },
      blankPages: 2,
      yellowFever: { kind: 'arriving_from_risk' },
    });
    expect(yellowFeverNote(answer, 'Yellow fever')).toMatch(
      /^A yellow fever .* if you arrive from/,
    );
  });

  it('states the passport rule of a destination without authored texts', async () => {
    const answer = await ask({ nationality: 'IN', destination: 'NA', lang: 'en' });
    expect(answer.documentRequirements).toContain(
      'Passport valid at least 6 months after the day you leave, with 2 blank pages.',
    );
    expect(answer.documentRequirements.join(' ')).not.toContain('the safest rule');
  });

  it('answers Ghana in Spanish: the certificate from every traveller, 6 months from arrival', async () => {
    const answer = await ask({ nationality: 'DE', destination: 'GH', lang: 'es' });
    expect(answer.entryRules?.yellowFever.kind).toBe('all_travellers');
    expect(answer.documentRequirements).toContain(
      'Pasaporte válido al menos 6 meses a partir del día de llegada.',
    );
    expect(yellowFeverNote(answer, 'Fiebre amarilla')).toContain('a todos los viajeros');
  });

  it('answers in Chinese, and says no certificate where none is asked', async () => {
    const answer = await ask({ nationality: 'CN', destination: 'NZ', lang: 'zh' });
    expect(answer.entryRules).toMatchObject({
      passportValidity: { kind: 'beyond_departure', months: 3 },
      yellowFever: { kind: 'not_required' },
    });
    expect(yellowFeverNote(answer, '黄热病')).toBe('入境无需黄热病疫苗接种证书。');
  });

  it('gives the Schengen rule with the issue date as structured data', async () => {
    const answer = await ask({ nationality: 'US', destination: 'FR' });
    expect(answer.entryRules).toEqual({
      passportValidity: { kind: 'beyond_departure', months: 3 },
      issuedWithinYears: 10,
      yellowFever: { kind: 'not_required' },
    });
  });

  it('has no entry rules for a traveller’s own country', async () => {
    const answer = await ask({ nationality: 'FR', destination: 'FR' });
    expect(answer.entryRules).toBeUndefined();
  });
});
