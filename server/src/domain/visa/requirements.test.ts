import { COUNTRY_CODES, type CountryCode } from '@common/country-codes';
import { describe, expect, it } from 'vitest';
import { BARS_ISRAELI_PASSPORTS, FREE_MOVEMENT_AREA } from './groups';
import {
  buildRequirementTable,
  getVisaRequirement,
  listPolicies,
  resolvePolicy,
  VisaPolicyError,
  type VisaRequirement,
} from './requirements';
import { CATEGORIES_WITH_DAYS, MAX_STAY_DAYS, visaCategorySchema } from './visa-category';
import { definePolicy, type VisaPolicy } from './visa-policy';

const policies = listPolicies();

function requirement(nationality: CountryCode, destination: CountryCode): VisaRequirement {
  const result = getVisaRequirement(nationality, destination);
  if (result.category === 'own_country') throw new Error(`${nationality} → ${destination} is own`);
  return result;
}

function* allPairs(): Generator<[CountryCode, CountryCode]> {
  for (const nationality of COUNTRY_CODES) {
    for (const destination of COUNTRY_CODES) {
      if (nationality !== destination) yield [nationality, destination];
    }
  }
}

const tinyPolicy = (rules: VisaPolicy['rules']): VisaPolicy =>
  definePolicy({
    destination: 'JP',
    default: { category: 'visa_required' },
    rules,
    source: 'https://www.mofa.go.jp/j_info/visit/visa/short/novisa.html',
    lastVerified: '2026-11-22',
  });

describe('visa policies', () => {
  it('have exactly one policy for every destination in the country list', () => {
    const destinations = policies.map((policy) => policy.destination);
    expect(new Set(destinations).size).toBe(destinations.length);
    expect([...destinations].sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it.each(policies.map((policy) => [policy.destination, policy] as const))(
    'the policy for %s builds, covers every other nationality and never its own',
    (destination, policy) => {
      const resolved = resolvePolicy(policy);
      expect(resolved.has(destination)).toBe(false);
      expect(resolved.size).toBe(COUNTRY_CODES.length - 1);
    },
  );

  it('name the pages read when their lists were checked from 2026-11-26 on', () => {
    for (const policy of policies.filter(({ lastVerified }) => lastVerified >= '2026-11-26')) {
      expect(policy.sources?.length ?? 0, policy.destination).toBeGreaterThan(0);
      expect(policy.unverified, policy.destination).toBeUndefined();
    }
  });

  it('cite an https source and an ISO date that is not in the future', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const policy of policies) {
      expect(new URL(policy.source).protocol, policy.destination).toBe('https:');
      expect(policy.lastVerified, policy.destination).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const date = new Date(`${policy.lastVerified}T00:00:00Z`);
      expect(date.toISOString().slice(0, 10), policy.destination).toBe(policy.lastVerified);
      expect(policy.lastVerified <= today, policy.destination).toBe(true);
    }
  });
});

describe('building policies', () => {
  it('rejects a nationality listed in two rules, naming both', () => {
    const policy = tinyPolicy([
      { category: 'visa_free', days: 90, nationalities: ['DE', 'FR'] },
      { category: 'eta', nationalities: ['US', 'FR'] },
    ]);
    expect(() => resolvePolicy(policy)).toThrow(
      new VisaPolicyError(
        'Visa policy for JP lists FR twice: in rule 1 (visa_free 90) and in rule 2 (eta)',
      ),
    );
  });

  it('rejects a nationality listed twice in one rule', () => {
    const policy = tinyPolicy([{ category: 'visa_free', days: 90, nationalities: ['DE', 'DE'] }]);
    expect(() => resolvePolicy(policy)).toThrow(
      'Visa policy for JP lists DE twice: in rule 1 (visa_free 90)',
    );
  });

  it('ignores the destination itself when a group includes it', () => {
    const resolved = resolvePolicy(
      tinyPolicy([{ category: 'visa_free', nationalities: ['JP', 'KR'] }]),
    );
    expect(resolved.has('JP')).toBe(false);
    expect(resolved.get('KR')?.category).toBe('visa_free');
    expect(resolved.get('CN')?.category).toBe('visa_required');
  });

  it.each([
    ['days on a category without a stay', [{ category: 'eta', days: 90, nationalities: ['US'] }]],
    ['days of zero', [{ category: 'visa_free', days: 0, nationalities: ['US'] }]],
    ['fractional days', [{ category: 'visa_free', days: 30.5, nationalities: ['US'] }]],
    [
      'more than a year',
      [{ category: 'visa_free', days: MAX_STAY_DAYS + 1, nationalities: ['US'] }],
    ],
    ['an empty rule', [{ category: 'visa_free', nationalities: [] }]],
  ] as const)('rejects %s', (_, rules) => {
    expect(() => resolvePolicy(tinyPolicy(rules as unknown as VisaPolicy['rules']))).toThrow(
      /^Visa policy for JP is invalid/,
    );
  });

  it('rejects a plain-http source and an impossible date', () => {
    expect(() => resolvePolicy({ ...tinyPolicy([]), source: 'http://www.mofa.go.jp/' })).toThrow(
      VisaPolicyError,
    );
    expect(() => resolvePolicy({ ...tinyPolicy([]), lastVerified: '2026-13-01' })).toThrow(
      VisaPolicyError,
    );
  });

  it('rejects a missing destination and a second policy for one destination', () => {
    expect(() => buildRequirementTable([tinyPolicy([])])).toThrow(/^No visa policy for AD, AE, /);
    expect(() => buildRequirementTable([tinyPolicy([]), tinyPolicy([])])).toThrow(
      'There are two visa policies for JP',
    );
  });
});

describe('getVisaRequirement', () => {
  it('answers own_country for the same code, not a policy', () => {
    for (const code of COUNTRY_CODES) {
      expect(getVisaRequirement(code, code)).toEqual({ category: 'own_country' });
    }
  });

  it('throws a RangeError for a code outside the list', () => {
    expect(() => getVisaRequirement('ZZ' as CountryCode, 'FR')).toThrow(RangeError);
  });

  it('gives every pair a valid category, and days only where a stay applies', () => {
    let pairs = 0;
    for (const [nationality, destination] of allPairs()) {
      const found = requirement(nationality, destination);
      expect(visaCategorySchema.safeParse(found.category).success).toBe(true);
      if (found.days !== undefined) {
        expect((CATEGORIES_WITH_DAYS as readonly string[]).includes(found.category)).toBe(true);
        expect(Number.isInteger(found.days) && found.days > 0 && found.days <= MAX_STAY_DAYS).toBe(
          true,
        );
      }
      pairs += 1;
    }
    expect(pairs).toBe(COUNTRY_CODES.length * (COUNTRY_CODES.length - 1));
  });

  it('links each answer to the destination’s policy', () => {
    for (const policy of policies) {
      const nationality = policy.destination === 'US' ? 'CA' : 'US';
      expect(requirement(nationality, policy.destination).policy).toEqual({
        source: policy.source,
        lastVerified: policy.lastVerified,
      });
    }
  });

  it('gives EU, EEA and Swiss citizens freedom of movement among those states', () => {
    for (const nationality of FREE_MOVEMENT_AREA) {
      for (const destination of FREE_MOVEMENT_AREA) {
        if (nationality === destination) continue;
        expect(
          requirement(nationality, destination).category,
          `${nationality} → ${destination}`,
        ).toBe('freedom_of_movement');
      }
    }
  });

  it('keeps freedom of movement for the EU/EEA/Swiss area and the Common Travel Area only', () => {
    const area = new Set<string>([...FREE_MOVEMENT_AREA, 'GB']);
    for (const [nationality, destination] of allPairs()) {
      if (requirement(nationality, destination).category === 'freedom_of_movement') {
        expect(
          area.has(nationality) && area.has(destination),
          `${nationality} → ${destination}`,
        ).toBe(true);
      }
    }
  });

  it('refuses Israeli passports where the destination bars them', () => {
    for (const destination of BARS_ISRAELI_PASSPORTS) {
      expect(requirement('IL', destination).category, destination).toBe('no_admission');
    }
  });

  // Well-known pairs, as of late 2026.
  it.each([
    // Pre-travel authorisations
    ['US', 'GB', 'eta'],
    ['DE', 'GB', 'eta'],
    ['JP', 'GB', 'eta'],
    ['AE', 'GB', 'eta'],
    ['DE', 'US', 'eta'],
    ['JP', 'US', 'eta'],
    ['QA', 'US', 'eta'],
    ['DE', 'CA', 'eta'],
    ['BR', 'CA', 'eta'],
    ['US', 'AU', 'eta'],
    ['DE', 'AU', 'eta'],
    ['US', 'NZ', 'eta'],
    ['DE', 'IL', 'eta'],
    ['US', 'KE', 'eta'],
    ['US', 'SC', 'eta'],
    ['BR', 'KR', 'eta'],
    // Visas
    ['CN', 'US', 'visa_required'],
    ['IN', 'US', 'visa_required'],
    ['US', 'CN', 'visa_required'],
    ['MX', 'CA', 'visa_required'],
    ['RU', 'DE', 'visa_required'],
    ['VU', 'FR', 'visa_required'],
    ['CN', 'KR', 'visa_required'],
    ['IN', 'PK', 'visa_required'],
    ['PK', 'IN', 'visa_required'],
    ['US', 'RU', 'visa_required'],
    ['IN', 'JP', 'e_visa'],
    ['IN', 'AU', 'e_visa'],
    ['US', 'IN', 'e_visa'],
    ['US', 'VN', 'e_visa'],
    ['US', 'BR', 'e_visa'],
    ['DE', 'RU', 'e_visa'],
    ['US', 'AZ', 'e_visa'],
    ['US', 'BT', 'e_visa'],
    ['CN', 'ZA', 'e_visa'],
    ['US', 'NG', 'e_visa'],
    ['US', 'BJ', 'e_visa'],
    // Refusals
    ['IL', 'MY', 'no_admission'],
    ['AM', 'AZ', 'no_admission'],
    ['KR', 'KP', 'no_admission'],
    // Freedom of movement
    ['FR', 'DE', 'freedom_of_movement'],
    ['NO', 'IT', 'freedom_of_movement'],
    ['CH', 'AT', 'freedom_of_movement'],
    ['DE', 'IE', 'freedom_of_movement'],
    ['IE', 'GB', 'freedom_of_movement'],
    ['GB', 'IE', 'freedom_of_movement'],
  ] as const)('%s → %s is %s', (nationality, destination, category) => {
    const found = requirement(nationality, destination);
    expect(found.category).toBe(category);
    expect(found.days).toBeUndefined();
  });

  it.each([
    ['GB', 'FR', 'visa_free', 90],
    ['GB', 'ES', 'visa_free', 90],
    ['UA', 'PL', 'visa_free', 90],
    ['XK', 'FR', 'visa_free', 90],
    ['TW', 'DE', 'visa_free', 90],
    ['CO', 'ES', 'visa_free', 90],
    ['US', 'IT', 'visa_free', 90],
    ['FR', 'AD', 'visa_free', 90],
    ['IN', 'TH', 'visa_free', 60],
    ['DE', 'TH', 'visa_free', 60],
    ['CN', 'TH', 'visa_free', 30],
    ['KR', 'TH', 'visa_free', 90],
    ['FR', 'CN', 'visa_free', 30],
    ['AU', 'CN', 'visa_free', 30],
    ['JP', 'CN', 'visa_free', 30],
    ['DE', 'VN', 'visa_free', 45],
    ['BR', 'AR', 'visa_free', 90],
    ['AR', 'BR', 'visa_free', 90],
    ['DE', 'BR', 'visa_free', 90],
    ['NG', 'GH', 'visa_free', 90],
    ['SN', 'CI', 'visa_free', 90],
    ['NG', 'BJ', 'visa_free', 90],
    ['NG', 'KE', 'visa_free', 60],
    ['KE', 'RW', 'visa_free', 30],
    ['NA', 'ZA', 'visa_free', 90],
    ['US', 'CA', 'visa_free', 180],
    ['US', 'MX', 'visa_free', 180],
    ['US', 'KR', 'visa_free', 90],
    ['US', 'SG', 'visa_free', 90],
    ['US', 'PH', 'visa_free', 30],
    ['MY', 'ID', 'visa_free', 30],
    ['US', 'GE', 'visa_free', 365],
    ['US', 'AM', 'visa_free', 180],
    ['US', 'UZ', 'visa_free', 30],
    ['US', 'KZ', 'visa_free', 30],
    ['RU', 'TR', 'visa_free', 60],
    ['DE', 'TR', 'visa_free', 90],
    ['US', 'TR', 'visa_free', 90],
    ['US', 'WS', 'visa_free', 60],
    ['JM', 'BB', 'visa_free', 90],
    ['US', 'ID', 'visa_on_arrival', 30],
    ['US', 'LK', 'visa_on_arrival', 30],
    ['JP', 'IN', 'visa_on_arrival', 60],
    ['US', 'SA', 'visa_on_arrival', 90],
    ['US', 'AE', 'visa_on_arrival', 30],
    ['DE', 'AE', 'visa_on_arrival', 90],
    ['US', 'EG', 'visa_on_arrival', 30],
    ['US', 'JO', 'visa_on_arrival', 30],
    ['US', 'MV', 'visa_on_arrival', 30],
    ['US', 'NP', 'visa_on_arrival', 90],
    ['US', 'KH', 'visa_on_arrival', 30],
    ['US', 'TZ', 'visa_on_arrival', 90],
    ['US', 'RW', 'visa_on_arrival', 30],
    ['US', 'NA', 'visa_on_arrival', 90],
  ] as const)('%s → %s is %s for %i days', (nationality, destination, category, days) => {
    expect(requirement(nationality, destination)).toMatchObject({ category, days });
  });

  it.each([
    ['AU', 'NZ'],
    ['NZ', 'AU'],
    ['IN', 'NP'],
    ['NP', 'IN'],
    ['IN', 'BT'],
    ['CA', 'US'],
    ['US', 'MH'],
    ['US', 'FM'],
    ['US', 'PW'],
    ['GT', 'SV'],
    ['AE', 'SA'],
    ['SA', 'AE'],
  ] as const)('%s → %s is visa-free without a day limit', (nationality, destination) => {
    const found = requirement(nationality, destination);
    expect(found.category).toBe('visa_free');
    expect(found.days).toBeUndefined();
  });
});
