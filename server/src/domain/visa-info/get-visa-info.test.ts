import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@common/constants';
import { visaInfoSchema } from '@common/contracts/visa-info';
import { COUNTRY_CODES } from '@common/country-codes';
import { highlightVisaOptions } from '@common/visa-highlighting';
import { genericVisaInfo } from './generic-visa-info';
import { getVisaInfo } from './get-visa-info';
import { REQUIREMENT_CATEGORIES, type VisaRequirement } from './requirement';

const REQUIREMENTS: readonly VisaRequirement[] = [
  { category: 'freedom_of_movement' },
  { category: 'visa_free', days: 90 },
  { category: 'visa_free' },
  { category: 'visa_on_arrival', days: 30 },
  { category: 'eta' },
  { category: 'e_visa' },
  { category: 'visa_required' },
  { category: 'no_admission' },
];

describe('getVisaInfo', () => {
  it('covers every category', () => {
    expect(new Set(REQUIREMENTS.map((r) => r.category))).toEqual(new Set(REQUIREMENT_CATEGORIES));
  });

  it('is valid under visaInfoSchema for all 199 destinations, categories and languages', () => {
    for (const destination of COUNTRY_CODES) {
      for (const requirement of REQUIREMENTS) {
        for (const lang of SUPPORTED_LANGUAGES) {
          const info = getVisaInfo(destination, 'IN', lang, requirement);
          const parsed = visaInfoSchema.safeParse(info);
          expect(parsed.success, `${destination} ${requirement.category} ${lang}`).toBe(true);
          expect(info.recommendations.length).toBeGreaterThan(0);
          expect(info.importantNotes.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('fills country and nationality as display names in the language', () => {
    expect(getVisaInfo('JP', 'MX', 'en', { category: 'visa_free', days: 90 })).toMatchObject({
      country: 'Japan',
      nationality: 'Mexico',
    });
    expect(getVisaInfo('JP', 'MX', 'es', { category: 'visa_free', days: 90 }).country).toBe(
      'Japón',
    );
    expect(getVisaInfo('JP', 'MX', 'zh', { category: 'visa_free', days: 90 }).country).toBe('日本');
  });

  it('tells visa-free travellers first that no visa is needed, and still lists study and work', () => {
    const info = getVisaInfo('JP', 'US', 'en', { category: 'visa_free', days: 90 });
    expect(info.recommendations[0]).toBe(
      'No visa is needed for tourism or short business visits to Japan for up to 90 days.',
    );
    expect(info.visaOptions.map((option) => option.type)).toEqual(
      expect.arrayContaining(['student', 'work']),
    );
    expect(info.visaOptions.some((option) => option.name === 'Temporary visitor visa')).toBe(false);
  });

  it('says it in Spanish and Chinese', () => {
    const requirement = { category: 'visa_free', days: 30 } as const;
    expect(getVisaInfo('TH', 'AR', 'es', requirement).recommendations[0]).toContain('30 días');
    expect(getVisaInfo('TH', 'AR', 'zh', requirement).recommendations[0]).toContain('无需签证');
  });

  it('puts the visa a traveller needs first', () => {
    const info = getVisaInfo('GB', 'IN', 'en', { category: 'visa_required' });
    expect(info.visaOptions[0]?.name).toBe('Standard Visitor visa');
    expect(info.visaOptions[0]?.fee).toBe('GBP 127 (6 months)');
    const eta = getVisaInfo('GB', 'FR', 'en', { category: 'eta' });
    expect(eta.visaOptions[0]?.fee).toBe('GBP 16');
  });

  it('offers nothing but a warning when entry is refused', () => {
    const info = getVisaInfo('US', 'KP', 'en', { category: 'no_admission' });
    expect(info.visaOptions).toEqual([]);
    expect(info.importantNotes[0]?.type).toBe('warning');
    expect(info.recommendations[0]).toContain('not admitted');
  });

  it('needs no visa under freedom of movement', () => {
    const info = getVisaInfo('DE', 'FR', 'en', { category: 'freedom_of_movement' });
    expect(info.visaOptions).toEqual([]);
    expect(info.documentRequirements).toEqual(['Valid passport or national ID card']);
  });

  it('works with the visa highlighting (F-1 for academic study in the US)', () => {
    const info = getVisaInfo('US', 'IN', 'en', { category: 'visa_required' });
    const highlighted = highlightVisaOptions(info.visaOptions, {
      destination: info.country,
      purposes: ['study'],
    });
    expect(highlighted.map((option) => option.name)).toEqual(['F-1 Student Visa']);
  });
});

describe('genericVisaInfo', () => {
  it('explains a visa on arrival with the stay and the usual documents', () => {
    const info = genericVisaInfo('NP', 'visa_on_arrival', 30, { nationality: 'GB', lang: 'en' });
    expect(info.country).toBe('Nepal');
    expect(info.visaOptions[0]?.name).toBe('Visa on arrival');
    expect(info.visaOptions[0]?.validityPeriod).toBe('Stays up to 30 days');
    expect(info.documentRequirements.join(' ')).toContain('6 months');
    expect(info.documentRequirements.join(' ')).toContain('Return or onward ticket');
    expect(info.recommendations.at(-1)).toContain('official immigration website');
  });

  it('never invents a fee', () => {
    for (const category of REQUIREMENT_CATEGORIES) {
      for (const lang of SUPPORTED_LANGUAGES) {
        const info = genericVisaInfo('BO', category, undefined, { nationality: 'US', lang });
        for (const option of info.visaOptions) expect(option.fee).not.toMatch(/\d/);
        expect(info.officialLinks).toEqual({});
      }
    }
  });

  it('lists a tourist and a business visa when a visa is required', () => {
    const info = genericVisaInfo('AF', 'visa_required', undefined, {
      nationality: 'US',
      lang: 'zh',
    });
    expect(info.visaOptions.map((option) => option.type)).toEqual([
      'tourist',
      'business',
      'student',
      'work',
    ]);
    expect(info.recommendations[0]).toContain('须提前办理签证');
  });
});

describe('what fits the traveller', () => {
  it('lists no visa application documents for a visa-free trip', () => {
    const free = getVisaInfo('FR', 'CA', 'en', { category: 'visa_free', days: 90 });
    const documents = free.documentRequirements.join(' ');
    expect(documents).not.toMatch(/application form|photo|EUR 30,000/);
    expect(documents).toContain('Return or onward ticket');
    const needed = getVisaInfo('FR', 'IN', 'en', { category: 'visa_required' });
    expect(needed.documentRequirements.join(' ')).toMatch(/application form/);
  });

  it.each([
    ['JP', 'CN', false],
    ['JP', 'IN', false],
    ['JP', 'DE', true],
    ['JP', 'CA', true],
    ['AU', 'IN', true],
    ['AU', 'NG', false],
  ] as const)('offers %s working holidays to %s: %s', (destination, nationality, offered) => {
    const info = getVisaInfo(destination, nationality, 'en', { category: 'visa_required' });
    const names = info.visaOptions.map((option) => option.name).join(' | ');
    expect(/Working Holiday/.test(names)).toBe(offered);
  });

  it('never tells a Japan visa applicant about visa-free stays', () => {
    const info = getVisaInfo('JP', 'CN', 'en', { category: 'visa_required' });
    const notes = info.importantNotes.map((note) => note.description).join(' ');
    expect(notes).not.toMatch(/visa-free stays/i);
  });
});
