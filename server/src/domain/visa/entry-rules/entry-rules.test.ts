import { COUNTRY_CODES } from '@common/country-codes';
import { describe, expect, it } from 'vitest';
import { ALL_ENTRY_RULES, getEntryRule } from './entry-rules';
import { entryRuleSchema } from './schema';
import { hasYellowFeverRisk, YELLOW_FEVER_RISK_COUNTRIES } from './yellow-fever-risk';

describe('entry rules', () => {
  it('has exactly one valid rule for every destination', () => {
    const destinations = ALL_ENTRY_RULES.map((rule) => rule.destination);
    expect(new Set(destinations).size).toBe(destinations.length);
    expect([...destinations].sort()).toEqual([...COUNTRY_CODES].sort());
    for (const rule of ALL_ENTRY_RULES) expect(entryRuleSchema.safeParse(rule).success).toBe(true);
  });

  it('refuses a period with both months and days', () => {
    const rule = {
      ...getEntryRule('TH'),
      passportValidity: { kind: 'at_entry', months: 6, days: 180 },
    };
    expect(entryRuleSchema.safeParse(rule).success).toBe(false);
  });

  it.each([
    // Schengen Borders Code: 3 months after leaving, issued within 10 years.
    ['FR', { kind: 'beyond_departure', months: 3 }, 'not_required', 10],
    ['DE', { kind: 'beyond_departure', months: 3 }, 'not_required', 10],
    ['ES', { kind: 'beyond_departure', months: 3 }, 'not_required', 10],
    ['GB', { kind: 'duration_of_stay' }, 'not_required', undefined],
    ['US', { kind: 'duration_of_stay' }, 'not_required', undefined],
    ['TH', { kind: 'at_entry', months: 6 }, 'arriving_from_risk', undefined],
    ['IN', { kind: 'at_entry', months: 6 }, 'arriving_from_risk', undefined],
    ['ZA', { kind: 'beyond_departure', days: 30 }, 'arriving_from_risk', undefined],
    ['GH', { kind: 'at_entry', months: 6 }, 'all_travellers', undefined],
    ['TR', { kind: 'at_entry', days: 150 }, 'not_required', undefined],
    ['NZ', { kind: 'beyond_departure', months: 3 }, 'not_required', undefined],
    ['JP', { kind: 'duration_of_stay' }, 'not_required', undefined],
  ] as const)('%s: passport %o, yellow fever %s', (code, validity, yellowFever, years) => {
    const rule = getEntryRule(code);
    expect(rule.passportValidity).toEqual(validity);
    expect(rule.yellowFever.kind).toBe(yellowFever);
    expect(rule.issuedWithinYears).toBe(years);
  });

  it('asks South Africa’s two blank pages', () => {
    expect(getEntryRule('ZA').blankPages).toBe(2);
    expect(getEntryRule('FR').blankPages).toBeUndefined();
  });

  it('lists the checked rules’ sources as web addresses', () => {
    const checked = ALL_ENTRY_RULES.filter((rule) => rule.sources.length > 0);
    expect(checked.map((rule) => rule.destination)).toEqual(
      expect.arrayContaining(['FR', 'GB', 'US', 'TH', 'IN', 'ZA', 'GH']),
    );
    for (const rule of checked) {
      for (const url of rule.sources) expect(url).toMatch(/^https?:\/\//);
    }
  });

  it('knows the WHO countries with risk of yellow fever', () => {
    for (const code of ['BR', 'NG', 'CO', 'UG', 'TT'] as const) {
      expect(hasYellowFeverRisk(code)).toBe(true);
    }
    for (const code of ['FR', 'IN', 'ZA', 'UY', 'TZ'] as const) {
      expect(hasYellowFeverRisk(code)).toBe(false);
    }
    expect(new Set(YELLOW_FEVER_RISK_COUNTRIES).size).toBe(YELLOW_FEVER_RISK_COUNTRIES.length);
  });
});
