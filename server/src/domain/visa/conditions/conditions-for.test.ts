import { describe, expect, it } from 'vitest';
import { getVisaRequirement } from '../requirements';
import {
  VisaConditionError,
  checkConditions,
  conditionMet,
  conditionsFor,
  improvesOn,
  listConditions,
} from './conditions-for';
import { defineCondition } from './visa-condition';

const mexico = defineCondition({
  destination: 'MX',
  documents: ['us_visa'],
  validity: ['valid_on_entry'],
  nationalities: 'all',
  outcome: { category: 'visa_free', days: 180 },
  sources: ['https://example.org/mexico'],
  lastVerified: '2026-11-26',
  note: 'test',
});

describe('visa conditions data', () => {
  it('validates every condition and dates them 2026-11-26 with at least one source', () => {
    expect(listConditions().length).toBeGreaterThanOrEqual(14);
    for (const condition of listConditions()) {
      expect(condition.lastVerified).toBe('2026-11-26');
      expect(condition.sources.length).toBeGreaterThan(0);
      expect(condition.note.length).toBeGreaterThan(10);
    }
  });

  it.each(['MX', 'GE', 'ME', 'AL', 'RS', 'PA', 'CR', 'PE', 'DO', 'PH', 'TW', 'GT', 'MK', 'BA'])(
    'holds an exemption for %s',
    (destination) => {
      expect(listConditions().some((condition) => condition.destination === destination)).toBe(
        true,
      );
    },
  );

  it('refuses a condition with days on a category without them, naming the destination', () => {
    const bad = { ...mexico, outcome: { category: 'eta' as const, days: 30 } };
    expect(() => checkConditions([bad])).toThrow(VisaConditionError);
    expect(() => checkConditions([bad])).toThrow(/MX/);
  });

  it('refuses a condition without documents', () => {
    expect(() => checkConditions([{ ...mexico, documents: [] }])).toThrow(/MX/);
  });
});

describe('improvesOn', () => {
  it('ranks an easier category first and, in one category, the longer stay', () => {
    expect(improvesOn({ category: 'visa_free', days: 30 }, { category: 'visa_required' })).toBe(
      true,
    );
    expect(improvesOn({ category: 'eta' }, { category: 'visa_free', days: 30 })).toBe(false);
    expect(
      improvesOn({ category: 'visa_free', days: 30 }, { category: 'visa_free', days: 14 }),
    ).toBe(true);
    expect(improvesOn({ category: 'visa_free', days: 30 }, { category: 'visa_free' })).toBe(false);
    expect(improvesOn({ category: 'visa_free' }, { category: 'no_admission' })).toBe(false);
  });
});

describe('conditionsFor', () => {
  it('gives an Indian (visa required for Mexico) visa-free 180 days with a US visa', () => {
    expect(getVisaRequirement('IN', 'MX').category).toBe('visa_required');
    const [best] = conditionsFor('IN', 'MX');
    expect(best?.outcome).toEqual({ category: 'visa_free', days: 180 });
    expect(best?.documents).toEqual(
      expect.arrayContaining(['us_visa', 'schengen_visa', 'uk_visa']),
    );
  });

  it('lists nothing for a nationality that already enters Mexico without a visa', () => {
    expect(conditionsFor('US', 'MX')).toEqual([]);
    expect(conditionsFor('FR', 'GE')).toEqual([]);
  });

  it('lists nothing for one’s own country or a destination without exemptions', () => {
    expect(conditionsFor('MX', 'MX')).toEqual([]);
    expect(conditionsFor('IN', 'JP')).toEqual([]);
  });

  it('applies Peru’s exemption only to the nationalities it names', () => {
    expect(conditionsFor('CN', 'PE')[0]?.outcome).toEqual({ category: 'visa_free', days: 180 });
    expect(conditionsFor('IN', 'PE')).toHaveLength(1);
    expect(conditionsFor('NG', 'PE')).toEqual([]);
  });

  it('keeps the Philippines’ 30 days for Indians, longer than their default 14', () => {
    expect(getVisaRequirement('IN', 'PH')).toMatchObject({ category: 'visa_free', days: 14 });
    expect(conditionsFor('IN', 'PH')[0]?.outcome).toEqual({ category: 'visa_free', days: 30 });
  });

  it('leaves out the nationalities Guatemala excludes', () => {
    expect(conditionsFor('IN', 'GT')[0]?.outcome.category).toBe('visa_free');
    expect(conditionsFor('CN', 'GT')).toEqual([]);
  });

  it('leaves Kosovo passports out of Bosnia and Herzegovina’s exemption', () => {
    expect(conditionsFor('IN', 'BA')[0]?.outcome).toEqual({ category: 'visa_free', days: 30 });
    expect(conditionsFor('XK', 'BA')).toEqual([]);
  });

  it('gives Vietnamese Taiwan’s travel authorisation without Japanese or Korean documents', () => {
    const [vietnam] = conditionsFor('VN', 'TW');
    expect(vietnam?.outcome.category).toBe('eta');
    expect(vietnam?.documents).not.toContain('jp_visa');
    expect(conditionsFor('IN', 'TW')[0]?.documents).toContain('jp_visa');
  });

  it('compares with the baseline it is given (an imported override)', () => {
    expect(conditionsFor('IN', 'MX', { category: 'visa_free', days: 180 })).toEqual([]);
    expect(conditionsFor('IN', 'MX', { category: 'e_visa' })).toHaveLength(1);
  });
});

describe('conditionMet', () => {
  it('finds the exemption one of the held documents meets, and none for others', () => {
    const conditions = conditionsFor('IN', 'MX');
    expect(conditionMet(conditions, ['us_visa'])?.destination).toBe('MX');
    expect(conditionMet(conditions, ['nz_visa'])).toBeUndefined();
    expect(conditionMet(conditions, [])).toBeUndefined();
  });
});
