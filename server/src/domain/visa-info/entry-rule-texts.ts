import type { Language } from '@common/constants';
import { text } from '../../lib/texts';
import type { EntryRule, PassportValidity } from '../visa/entry-rules/schema';

// The destination's entry rules as sentences: the passport rule (validity, issue date, blank
// pages) and the yellow-fever rule. Where the traveller comes from is not known here, so the
// yellow-fever rule says which arrivals it concerns rather than guessing from the nationality.
// The sentences are in server/src/locales/<language>/entry-rules.json.

function period({ months, days }: { months?: number; days?: number }, lang: Language): string {
  return months !== undefined
    ? text(lang, 'entry-rules:period.months', { count: months })
    : text(lang, 'entry-rules:period.days', { days: String(days) });
}

function validityText(validity: PassportValidity, lang: Language): string {
  switch (validity.kind) {
    case 'duration_of_stay':
      return text(lang, 'entry-rules:validity.durationOfStay');
    case 'beyond_departure':
      return text(lang, 'entry-rules:validity.beyondDeparture', {
        period: period(validity, lang),
      });
    case 'at_entry':
      return text(lang, 'entry-rules:validity.atEntry', { period: period(validity, lang) });
  }
}

/** One sentence: validity, issue date and blank pages. */
export function passportRuleText(rule: EntryRule, lang: Language): string {
  const parts = [validityText(rule.passportValidity, lang)];
  if (rule.issuedWithinYears !== undefined) {
    parts.push(text(lang, 'entry-rules:issuedWithin', { years: rule.issuedWithinYears }));
  }
  if (rule.blankPages !== undefined) {
    parts.push(text(lang, 'entry-rules:blankPages', { count: rule.blankPages }));
  }
  return text(lang, 'entry-rules:passportRule', {
    parts: parts.join(text(lang, 'entry-rules:partSeparator')),
  });
}

const YELLOW_FEVER_KEYS = {
  all_travellers: 'entry-rules:yellowFever.allTravellers',
  arriving_from_risk: 'entry-rules:yellowFever.arrivingFromRisk',
  not_required: 'entry-rules:yellowFever.notRequired',
} as const;

/** One sentence on the yellow-fever certificate. */
export function healthRuleText(rule: EntryRule, lang: Language): string {
  return text(lang, YELLOW_FEVER_KEYS[rule.yellowFever.kind]);
}
