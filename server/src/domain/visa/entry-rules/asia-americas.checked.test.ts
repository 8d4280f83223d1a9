import type { CountryCode } from '@common/country-codes';
import { describe, expect, it } from 'vitest';
import { checkedEntryRule } from './entry-rules';
import type { EntryRule } from './schema';

type Expected = [
  CountryCode,
  EntryRule['passportValidity'],
  EntryRule['yellowFever']['kind'],
  number | undefined,
];

const SIX_MONTHS_AT_ENTRY = { kind: 'at_entry', months: 6 } as const;
const STAY = { kind: 'duration_of_stay' } as const;

// What the pages named in each rule's sources say: passport validity, yellow fever, blank pages.
const ASIA_PACIFIC: Expected[] = [
  ['JP', STAY, 'not_required', 1],
  ['KR', STAY, 'not_required', undefined],
  ['CN', SIX_MONTHS_AT_ENTRY, 'arriving_from_risk', 2],
  ['SG', SIX_MONTHS_AT_ENTRY, 'arriving_from_risk', undefined],
  ['VN', SIX_MONTHS_AT_ENTRY, 'arriving_from_risk', undefined],
  ['ID', SIX_MONTHS_AT_ENTRY, 'arriving_from_risk', 2],
  ['MY', SIX_MONTHS_AT_ENTRY, 'arriving_from_risk', undefined],
  ['PH', SIX_MONTHS_AT_ENTRY, 'arriving_from_risk', undefined],
  ['AU', STAY, 'arriving_from_risk', undefined],
  ['TW', SIX_MONTHS_AT_ENTRY, 'not_required', undefined],
  ['HK', { kind: 'beyond_departure', months: 1 }, 'not_required', undefined],
  ['LK', SIX_MONTHS_AT_ENTRY, 'arriving_from_risk', undefined],
  ['NP', SIX_MONTHS_AT_ENTRY, 'arriving_from_risk', undefined],
  ['KH', SIX_MONTHS_AT_ENTRY, 'arriving_from_risk', 1],
  ['MO', { kind: 'beyond_departure', days: 90 }, 'not_required', undefined],
  ['LA', SIX_MONTHS_AT_ENTRY, 'arriving_from_risk', undefined],
  ['FJ', { kind: 'beyond_departure', months: 6 }, 'arriving_from_risk', 1],
  ['BN', SIX_MONTHS_AT_ENTRY, 'arriving_from_risk', undefined],
  ['BT', SIX_MONTHS_AT_ENTRY, 'arriving_from_risk', undefined],
  ['PW', SIX_MONTHS_AT_ENTRY, 'arriving_from_risk', undefined],
  ['TO', SIX_MONTHS_AT_ENTRY, 'arriving_from_risk', undefined],
  ['VU', { kind: 'beyond_departure', months: 6 }, 'arriving_from_risk', undefined],
  ['TL', { kind: 'beyond_departure', months: 6 }, 'arriving_from_risk', undefined],
  ['MH', { kind: 'beyond_departure', months: 6 }, 'arriving_from_risk', undefined],
  ['SB', SIX_MONTHS_AT_ENTRY, 'arriving_from_risk', undefined],
  ['FM', { kind: 'at_entry', days: 120 }, 'not_required', undefined],
];

const AMERICAS: Expected[] = [
  ['CA', STAY, 'not_required', undefined],
  ['MX', STAY, 'not_required', undefined],
  ['BR', SIX_MONTHS_AT_ENTRY, 'not_required', undefined],
  ['PE', SIX_MONTHS_AT_ENTRY, 'not_required', undefined],
  ['CO', STAY, 'arriving_from_risk', undefined],
  ['CL', STAY, 'not_required', undefined],
  ['CR', STAY, 'arriving_from_risk', 1],
  ['DO', STAY, 'arriving_from_risk', undefined],
  ['JM', STAY, 'arriving_from_risk', 2],
  ['PA', { kind: 'at_entry', months: 3 }, 'arriving_from_risk', undefined],
  ['EC', SIX_MONTHS_AT_ENTRY, 'arriving_from_risk', undefined],
  ['BS', STAY, 'arriving_from_risk', undefined],
  ['SR', SIX_MONTHS_AT_ENTRY, 'arriving_from_risk', undefined],
  ['NI', SIX_MONTHS_AT_ENTRY, 'arriving_from_risk', undefined],
  ['GY', { kind: 'beyond_departure', months: 6 }, 'arriving_from_risk', 1],
  ['VE', SIX_MONTHS_AT_ENTRY, 'arriving_from_risk', undefined],
];

describe.each([
  ['Asia-Pacific', ASIA_PACIFIC],
  ['the Americas', AMERICAS],
])('entry rules checked against sources: %s', (_region, checked) => {
  it.each(checked)(
    '%s: passport %o, yellow fever %s, blank pages %s',
    (code, validity, yf, pages) => {
      const rule = checkedEntryRule(code);
      expect(rule).toBeDefined();
      expect(rule?.passportValidity).toEqual(validity);
      expect(rule?.yellowFever.kind).toBe(yf);
      expect(rule?.blankPages).toBe(pages);
      expect(rule?.issuedWithinYears).toBeUndefined();
    },
  );

  it('names its own sources for every checked destination', () => {
    for (const [code] of checked) {
      const sources = checkedEntryRule(code)?.sources ?? [];
      expect(sources.length).toBeGreaterThan(0);
      for (const url of sources) expect(url).toMatch(/^https?:\/\//);
    }
  });
});
