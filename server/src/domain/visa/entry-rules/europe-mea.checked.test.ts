import { describe, expect, it } from 'vitest';
import { checkedEntryRule, getEntryRule } from './entry-rules';

// Each destination checked against public sources states its rule to travellers: the rule must
// say what those sources say.
describe('checked entry rules of Europe', () => {
  it.each([
    ['TR', { kind: 'at_entry', days: 150 }, 'not_required', undefined, 1],
    ['IE', { kind: 'duration_of_stay' }, 'not_required', undefined, undefined],
    ['AD', { kind: 'beyond_departure', months: 3 }, 'not_required', 10, undefined],
    ['MC', { kind: 'beyond_departure', months: 3 }, 'not_required', 10, undefined],
    ['SM', { kind: 'beyond_departure', months: 3 }, 'not_required', 10, undefined],
    ['VA', { kind: 'beyond_departure', months: 3 }, 'not_required', 10, undefined],
    ['CY', { kind: 'beyond_departure', months: 3 }, 'not_required', 10, undefined],
    ['RS', { kind: 'beyond_departure', days: 90 }, 'not_required', undefined, undefined],
    ['ME', { kind: 'beyond_departure', months: 3 }, 'not_required', 10, undefined],
    ['AL', { kind: 'beyond_departure', months: 3 }, 'arriving_from_risk', undefined, undefined],
    ['RU', { kind: 'beyond_departure', months: 6 }, 'not_required', undefined, undefined],
  ] as const)(
    '%s: passport %o, yellow fever %s, issued within %s years, %s blank pages',
    (code, validity, yellowFever, years, pages) => {
      const rule = checkedEntryRule(code);
      expect(rule?.passportValidity).toEqual(validity);
      expect(rule?.yellowFever.kind).toBe(yellowFever);
      expect(rule?.issuedWithinYears).toBe(years);
      expect(rule?.blankPages).toBe(pages);
      expect(rule?.sources.length).toBeGreaterThan(0);
    },
  );

  it('keeps the unchecked rules out of the answer', () => {
    expect(checkedEntryRule('GE')).toBeUndefined();
  });
});

describe('checked entry rules of the Middle East and Africa', () => {
  it.each([
    ['AE', { kind: 'at_entry', months: 6 }, 'arriving_from_risk', undefined],
    ['SA', { kind: 'at_entry', months: 6 }, 'arriving_from_risk', undefined],
    ['QA', { kind: 'at_entry', months: 6 }, 'arriving_from_risk', undefined],
    ['OM', { kind: 'at_entry', months: 6 }, 'arriving_from_risk', undefined],
    ['JO', { kind: 'at_entry', months: 6 }, 'arriving_from_risk', undefined],
    ['IL', { kind: 'at_entry', months: 6 }, 'not_required', undefined],
    ['EG', { kind: 'at_entry', months: 6 }, 'arriving_from_risk', undefined],
    ['MA', { kind: 'duration_of_stay' }, 'not_required', undefined],
    ['KE', { kind: 'at_entry', months: 6 }, 'arriving_from_risk', 1],
    ['TZ', { kind: 'at_entry', months: 6 }, 'arriving_from_risk', 1],
    ['NG', { kind: 'at_entry', months: 6 }, 'all_travellers', undefined],
    ['ET', { kind: 'at_entry', months: 6 }, 'arriving_from_risk', undefined],
    ['RW', { kind: 'at_entry', months: 6 }, 'arriving_from_risk', 1],
    ['UG', { kind: 'at_entry', months: 6 }, 'all_travellers', undefined],
    ['BW', { kind: 'beyond_departure', months: 6 }, 'arriving_from_risk', undefined],
    ['ZW', { kind: 'at_entry', months: 6 }, 'arriving_from_risk', 3],
    ['MU', { kind: 'duration_of_stay' }, 'arriving_from_risk', undefined],
    ['SC', { kind: 'duration_of_stay' }, 'arriving_from_risk', undefined],
  ] as const)(
    '%s: passport %o, yellow fever %s, %s blank pages',
    (code, validity, yellowFever, pages) => {
      const rule = checkedEntryRule(code);
      expect(rule?.passportValidity).toEqual(validity);
      expect(rule?.yellowFever.kind).toBe(yellowFever);
      expect(rule?.blankPages).toBe(pages);
      expect(rule?.issuedWithinYears).toBeUndefined();
      expect(rule?.sources.length).toBeGreaterThan(0);
    },
  );

  it('leaves a destination whose sources disagree unstated', () => {
    expect(checkedEntryRule('TN')).toBeUndefined();
  });
});

describe('checked yellow-fever rules of West and Central Africa', () => {
  it.each([
    ['BJ', 1],
    ['BF', undefined],
    ['BI', undefined],
    ['CD', undefined],
    ['CF', undefined],
    ['CI', undefined],
    ['CM', 1],
    ['GA', 2],
    ['GW', undefined],
    ['ML', undefined],
    ['NE', undefined],
    ['SL', undefined],
    ['TG', 2],
  ] as const)('%s asks every traveller for the certificate (%s blank pages)', (code, pages) => {
    const rule = checkedEntryRule(code);
    expect(rule?.yellowFever.kind).toBe('all_travellers');
    expect(rule?.passportValidity).toEqual({ kind: 'at_entry', months: 6 });
    expect(rule?.blankPages).toBe(pages);
    expect(rule?.sources).toContain(
      'https://clinicadelviaggiatore.com/vaccino-febbre-gialla-obbligatorio',
    );
  });

  it('asks Angola’s certificate only of travellers from risk countries since 2023', () => {
    expect(checkedEntryRule('AO')).toMatchObject({
      passportValidity: { kind: 'at_entry', months: 6 },
      yellowFever: { kind: 'arriving_from_risk' },
    });
  });

  it('keeps Liberia, Congo and South Sudan unchecked but asks South Sudan of all', () => {
    for (const code of ['LR', 'CG', 'SS'] as const) expect(checkedEntryRule(code)).toBeUndefined();
    expect(getEntryRule('SS').yellowFever.kind).toBe('all_travellers');
  });
});

describe('checked entry rules of Southern Africa, the Sahel and the Balkans', () => {
  it.each([
    ['SN', { kind: 'beyond_departure', months: 6 }, 'arriving_from_risk', undefined, undefined],
    ['MR', { kind: 'beyond_departure', months: 6 }, 'arriving_from_risk', undefined, undefined],
    ['ZM', { kind: 'at_entry', months: 6 }, 'arriving_from_risk', undefined, undefined],
    ['DZ', { kind: 'at_entry', months: 6 }, 'arriving_from_risk', undefined, undefined],
    ['ER', { kind: 'at_entry', months: 6 }, 'arriving_from_risk', 2, undefined],
    ['LS', { kind: 'beyond_departure', months: 3 }, 'arriving_from_risk', 2, undefined],
    ['KM', { kind: 'at_entry', months: 6 }, 'arriving_from_risk', undefined, undefined],
    ['LY', { kind: 'at_entry', months: 6 }, 'arriving_from_risk', undefined, undefined],
    ['SO', { kind: 'beyond_departure', months: 6 }, 'all_travellers', undefined, undefined],
    ['MW', { kind: 'at_entry', months: 6 }, 'arriving_from_risk', undefined, undefined],
    ['MZ', { kind: 'at_entry', months: 6 }, 'arriving_from_risk', 2, undefined],
    ['SZ', { kind: 'beyond_departure', days: 30 }, 'arriving_from_risk', 2, undefined],
    ['MG', { kind: 'at_entry', months: 6 }, 'arriving_from_risk', undefined, undefined],
    ['BA', { kind: 'beyond_departure', days: 90 }, 'not_required', undefined, 10],
    ['AZ', { kind: 'at_entry', months: 6 }, 'not_required', undefined, undefined],
    ['MD', { kind: 'beyond_departure', months: 3 }, 'not_required', undefined, undefined],
    ['BY', { kind: 'beyond_departure', days: 90 }, 'not_required', undefined, undefined],
  ] as const)(
    '%s: passport %o, yellow fever %s, %s blank pages, issued within %s years',
    (code, validity, yellowFever, pages, years) => {
      const rule = checkedEntryRule(code);
      expect(rule?.passportValidity).toEqual(validity);
      expect(rule?.yellowFever.kind).toBe(yellowFever);
      expect(rule?.blankPages).toBe(pages);
      expect(rule?.issuedWithinYears).toBe(years);
      expect(rule?.sources.length).toBeGreaterThan(0);
    },
  );
});
