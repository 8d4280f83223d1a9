import type { CountryCode } from '@common/country-codes';
import type { EntryRule, PassportValidity, YellowFeverRule } from './schema';

// Short forms for the data files.
export const STAY: PassportValidity = { kind: 'duration_of_stay' };
export const monthsAfterDeparture = (months: number): PassportValidity => ({
  kind: 'beyond_departure',
  months,
});
export const daysAfterDeparture = (days: number): PassportValidity => ({
  kind: 'beyond_departure',
  days,
});
export const monthsAtEntry = (months: number): PassportValidity => ({ kind: 'at_entry', months });
export const daysAtEntry = (days: number): PassportValidity => ({ kind: 'at_entry', days });

export const YF_ALL: YellowFeverRule = { kind: 'all_travellers' };
export const YF_FROM_RISK: YellowFeverRule = { kind: 'arriving_from_risk' };
export const YF_NONE: YellowFeverRule = { kind: 'not_required' };

type Extra = Partial<Pick<EntryRule, 'issuedWithinYears' | 'blankPages' | 'sources'>>;

/** Rules for several destinations that share them. */
export function rules(
  destinations: readonly CountryCode[],
  passportValidity: PassportValidity,
  yellowFever: YellowFeverRule,
  extra: Extra = {},
): EntryRule[] {
  return destinations.map((destination) => ({
    destination,
    passportValidity,
    yellowFever,
    sources: [],
    ...extra,
  }));
}
