import type { Language } from '@common/constants';
import { textInEvery } from '../../lib/texts';

// Visa texts are authored once per destination with every language side by side, so a fact
// (a fee, a number of days) is changed in one place for all three. The phrases every
// destination shares are in server/src/locales/<language>/visa-shared.json.

/** One text in every supported language. */
export type Localized = Readonly<Record<Language, string>>;

export function tr(en: string, es: string, zh: string): Localized {
  return { en, es, zh };
}

/** Language-neutral text: fees with their currency code, official names such as 'ESTA'. */
export function same(text: string): Localized {
  return { en: text, es: text, zh: text };
}

export function upToYears(count: number): Localized {
  return textInEvery('visa-shared:upToYears', { count });
}

export function workingDays(from: number, to: number): Localized {
  return from === to
    ? textInEvery('visa-shared:workingDays.exactly', { days: from })
    : textInEvery('visa-shared:workingDays.range', { from, to });
}

/** Common short phrases, so the same idea reads the same in every destination. */
export const PHRASES = {
  feeByNationality: textInEvery('visa-shared:phrases.feeByNationality'),
  feeByCategory: textInEvery('visa-shared:phrases.feeByCategory'),
  free: textInEvery('visa-shared:phrases.free'),
  durationOfStudies: textInEvery('visa-shared:phrases.durationOfStudies'),
  durationOfContract: textInEvery('visa-shared:phrases.durationOfContract'),
  variesByConsulate: textInEvery('visa-shared:phrases.variesByConsulate'),
} as const;
