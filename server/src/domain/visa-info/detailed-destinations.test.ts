import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@common/constants';
import type { CountryCode } from '@common/country-codes';
import { DETAILED_DESTINATIONS } from './detailed-destinations';
import { getVisaInfo } from './get-visa-info';
import { REQUIREMENT_CATEGORIES } from './requirement';
import { SCHENGEN_VISA_FEE } from './schengen';

const MOST_VISITED: readonly CountryCode[] = [
  'FR',
  'ES',
  'US',
  'IT',
  'TR',
  'MX',
  'GB',
  'DE',
  'GR',
  'AT',
  'TH',
  'JP',
  'CN',
  'SA',
  'AE',
  'PT',
  'NL',
  'PL',
  'HR',
  'CA',
  'HK',
  'MY',
  'VN',
  'KR',
  'ID',
  'SG',
  'IN',
  'EG',
  'MA',
  'CH',
  'CZ',
  'HU',
  'DK',
  'SE',
  'AU',
  'BR',
  'ZA',
  'RU',
  'IE',
  'PH',
];

const SCHENGEN: readonly CountryCode[] = [
  'FR',
  'ES',
  'IT',
  'DE',
  'GR',
  'AT',
  'PT',
  'NL',
  'PL',
  'HR',
  'CH',
  'CZ',
  'HU',
  'DK',
  'SE',
];

type Texts = { en: string; es: string; zh: string };

function isTexts(value: unknown): value is Texts {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value).sort();
  return keys.length === 3 && keys.join() === 'en,es,zh';
}

/** Every per-language text inside authored data, wherever it sits. */
function collectTexts(value: unknown, found: Texts[] = []): Texts[] {
  if (isTexts(value)) {
    found.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectTexts(item, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) collectTexts(item, found);
  }
  return found;
}

const CJK = /[\u4e00-\u9fff]/;

/** Official government domains, or official portals that are not on a government suffix. */
const OFFICIAL_SUFFIX = /(\.gov|(^|\.)(gov|gob|gouv|go|gv|admin)\.[a-z]{2}|\.europa\.eu)$/;
const OFFICIAL_PORTALS = [
  'canada.ca',
  'esteri.it',
  'auswaertiges-amt.de',
  'diplo.de',
  'make-it-in-germany.com',
  'mfa.gr',
  'netherlandsworldwide.nl',
  'ind.nl',
  'mvcr.cz',
  'kormany.hu',
  'um.dk',
  'nyidanmark.dk',
  'migrationsverket.se',
  'swedenabroad.se',
  'irishimmigration.ie',
  'ireland.ie',
  'kdmid.ru',
  'mid.ru',
  'visitsaudi.com',
  'ksavisa.sa',
  'u.ae',
  'acces-maroc.ma',
  'consulat.ma',
  'diplomatie.ma',
];

function isOfficial(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'https:') return false;
  return (
    OFFICIAL_SUFFIX.test(hostname) ||
    OFFICIAL_PORTALS.some((domain) => hostname === domain || hostname.endsWith(`.${domain}`))
  );
}

/** Everything a traveller sees under any requirement, as one text, for spot checks. */
function shown(destination: CountryCode, lang: 'en' | 'es' | 'zh' = 'en'): string {
  return REQUIREMENT_CATEGORIES.map((category) =>
    JSON.stringify(getVisaInfo(destination, 'IN', lang, { category })),
  ).join('\n');
}

describe('detailed destinations', () => {
  it('covers the 40 most visited destinations', () => {
    expect([...DETAILED_DESTINATIONS.keys()].sort()).toEqual([...MOST_VISITED].sort());
  });

  it.each(MOST_VISITED)('%s has every text in en, es and zh, none empty', (code) => {
    const texts = collectTexts(DETAILED_DESTINATIONS.get(code));
    expect(texts.length).toBeGreaterThan(20);
    for (const text of texts) {
      for (const lang of SUPPORTED_LANGUAGES) expect(text[lang].trim()).not.toBe('');
      // A translated text (not a neutral one like 'EUR 90' or 'ESTA') is written in Chinese.
      if (text.zh !== text.en) expect(text.zh, text.en).toMatch(CJK);
    }
  });

  it.each(MOST_VISITED)('%s links only to official https sources', (code) => {
    const links = Object.values(DETAILED_DESTINATIONS.get(code)?.links ?? {});
    expect(links.length).toBeGreaterThan(0);
    for (const url of links) expect(isOfficial(url), url).toBe(true);
  });

  it.each(MOST_VISITED)('%s has options, documents, steps, notes and advice', (code) => {
    const data = DETAILED_DESTINATIONS.get(code);
    expect(data?.options.length).toBeGreaterThanOrEqual(3);
    expect(data?.documents.length).toBeGreaterThan(0);
    expect(data?.process.length).toBeGreaterThan(0);
    expect(data?.notes.length).toBeGreaterThan(0);
    expect(data?.recommendations.length).toBeGreaterThan(0);
    expect(data?.options.some((option) => option.type === 'student')).toBe(true);
    expect(data?.options.some((option) => option.type === 'work')).toBe(true);
  });
});

describe('United States (product.md §9.3 sample)', () => {
  const info = getVisaInfo('US', 'IN', 'en', { category: 'visa_required' });
  const byName = (name: string) => info.visaOptions.find((option) => option.name === name);

  it('charges $185 USD for the B-1/B-2 visitor visa, valid up to 10 years', () => {
    const visitor = byName('B-1/B-2 Visitor Visa');
    expect(visitor?.fee).toBe('$185 USD');
    expect(visitor?.validityPeriod).toMatch(/^Up to 10 years/);
    expect(visitor?.mappedCategories).toContain('Tourism & Sightseeing');
    expect(visitor?.mappedCategories).toContain('Business');
  });

  it('charges $205 USD plus petition fees for the H-1B', () => {
    expect(byName('H-1B Specialty Occupation Visa')?.fee).toMatch(/^\$205 USD plus petition fees/);
  });

  it('lists the F-1, M-1 and J-1 visas', () => {
    expect(byName('F-1 Student Visa')?.type).toBe('student');
    expect(byName('M-1 Student Visa')?.type).toBe('student');
    expect(byName('J-1 Exchange Visitor Visa')?.type).toBe('exchange');
  });

  it('keeps the official names in every language', () => {
    for (const lang of ['es', 'zh'] as const) {
      const names = getVisaInfo('US', 'IN', lang, { category: 'visa_required' }).visaOptions.map(
        (option) => option.name,
      );
      for (const code of ['B-1/B-2', 'F-1', 'M-1', 'J-1', 'H-1B']) {
        expect(names.some((name) => name.includes(code))).toBe(true);
      }
    }
  });

  it('offers ESTA first to Visa Waiver Program travellers, and only to them', () => {
    const vwp = getVisaInfo('US', 'FR', 'en', { category: 'eta' });
    expect(vwp.visaOptions[0]?.name).toBe('ESTA (Visa Waiver Program)');
    expect(vwp.officialLinks.eVisa).toBe('https://esta.cbp.dhs.gov');
    expect(info.visaOptions.some((option) => option.name.startsWith('ESTA'))).toBe(false);
  });

  it('explains the six-month passport rule and the Six-Month Club', () => {
    expect(info.documentRequirements[0]).toContain('Six-Month Club');
  });
});

describe('Schengen', () => {
  it('has the EUR 90 short-stay visa fee (EUR 45 for children 6–12)', () => {
    expect(SCHENGEN_VISA_FEE.en).toBe('EUR 90 (adults); EUR 45 (children 6–12); free under 6');
    expect(SCHENGEN_VISA_FEE.es).toContain('EUR 90');
    expect(SCHENGEN_VISA_FEE.zh).toContain('EUR 90');
  });

  it.each(SCHENGEN)('%s shares the Schengen rules and offers the type C visa', (code) => {
    const info = getVisaInfo(code, 'CN', 'en', { category: 'visa_required' });
    const shortStay = info.visaOptions[0];
    expect(shortStay?.name).toBe('Schengen short-stay visa (type C)');
    expect(shortStay?.fee).toContain('EUR 90');
    const notes = info.importantNotes.map((note) => note.description).join(' ');
    expect(notes).toContain('90 days in any 180-day period');
    expect(info.documentRequirements[0]).toContain('valid at least 3 months after you leave');
    expect(info.documentRequirements[0]).toContain('10 years');
    expect(info.documentRequirements.join(' ')).toContain('EUR 30,000');
    expect(info.officialLinks.embassyInfo).toBeDefined();
  });

  it('does not offer the short-stay visa to visa-free travellers', () => {
    const info = getVisaInfo('FR', 'US', 'en', { category: 'visa_free', days: 90 });
    expect(info.visaOptions.some((option) => option.name.startsWith('Schengen short-stay'))).toBe(
      false,
    );
    expect(info.visaOptions.some((option) => option.type === 'student')).toBe(true);
  });
});

describe('spot checks per destination', () => {
  const expectations: ReadonlyArray<[CountryCode, string]> = [
    ['US', '$185 USD'],
    ['FR', 'EUR 99'],
    ['ES', 'EUR 80'],
    ['IT', 'EUR 116'],
    ['DE', 'EUR 11,904'],
    ['GR', 'https://migration.gov.gr'],
    ['AT', 'Red-White-Red Card'],
    ['PT', 'Passive income visa (D7)'],
    ['NL', 'MVV'],
    ['PL', 'https://secure.e-konsulat.gov.pl'],
    ['HR', 'Up to 18 months'],
    ['CH', 'yearly quotas'],
    ['CZ', 'Employee Card'],
    ['HU', 'Enter Hungary'],
    ['DK', 'Faroe Islands'],
    ['SE', 'Swedish Migration Agency'],
    ['GB', 'GBP 127 (6 months)'],
    ['IE', 'EUR 60 (single entry); EUR 100 (multiple entry)'],
    ['TR', '150 days from entry'],
    ['RU', 'USD 52'],
    ['MX', 'Up to 180 days'],
    ['CA', 'CAD 100 plus CAD 85 biometrics'],
    ['BR', 'USD 80.90'],
    ['JP', 'JPY 3,000'],
    ['CN', 'JW201 or JW202'],
    ['HK', 'HKD 230'],
    ['KR', 'USD 40 (single entry'],
    ['TH', 'THB 10,000'],
    ['MY', 'Malaysia Digital Arrival Card (MDAC)'],
    ['VN', 'USD 25 (single entry); USD 50 (multiple entry)'],
    ['ID', 'IDR 500,000'],
    ['SG', 'SGD 30'],
    ['IN', 'e-Tourist Visa'],
    ['PH', 'etravel.gov.ph'],
    ['AU', 'AUD 2,000'],
    ['SA', 'SAR 535'],
    ['AE', 'Golden Visa'],
    ['EG', 'Sinai'],
    ['MA', 'https://www.acces-maroc.ma'],
    ['ZA', 'ZAR 425'],
  ];

  it('checks every detailed destination', () => {
    expect(expectations.map(([code]) => code).sort()).toEqual([...MOST_VISITED].sort());
  });

  it.each(expectations)('%s shows %s', (code, text) => {
    expect(shown(code)).toContain(text);
  });

  it('shows the facts in Spanish and Chinese too', () => {
    expect(shown('GB', 'es')).toContain('GBP 127 (6 meses)');
    expect(shown('GB', 'zh')).toContain('GBP 127（6 个月）');
    expect(shown('TH', 'zh')).toContain('自入境之日起至少有效 6 个月');
    expect(shown('DE', 'es')).toContain('90 días en cualquier periodo de 180 días');
  });
});
