import type { Language } from '@common/constants';
import { textInEvery } from '../../lib/texts';
import type { Localized } from './localized';
import type { RequirementCategory } from './requirement';
import type { ApplicationStepData, ImportantNoteData } from './visa-info-data';

// What each requirement category means for the traveller, in words any destination can use.
// `place` is the destination's display name in the text's language. The sentences are in
// server/src/locales/<language>/visa-categories.json.

type Place = Localized;

/** ' for up to 90 days', or nothing when the stay has no stated limit. */
function forDays(days: number | undefined): Localized {
  return days === undefined
    ? { en: '', es: '', zh: '' }
    : textInEvery('visa-categories:forDays', { days });
}

/** The first recommendation: what this traveller must do to visit. */
export function categoryRecommendation(
  category: RequirementCategory,
  place: Place,
  days: number | undefined,
): Localized {
  const span = forDays(days);
  return textInEvery(`visa-categories:recommendation.${category}`, (language: Language) => ({
    place: place[language],
    span: span[language],
  }));
}

/** Study, work and long stays are never covered by visa-free entry. */
export const LONG_STAY_RECOMMENDATION = textInEvery('visa-categories:longStayRecommendation');

export const OFFICIAL_SOURCE_RECOMMENDATION = textInEvery(
  'visa-categories:officialSourceRecommendation',
);

const NOTE_TYPES: Readonly<Record<RequirementCategory, ImportantNoteData['type']>> = {
  freedom_of_movement: 'info',
  visa_free: 'info',
  visa_on_arrival: 'important',
  eta: 'important',
  e_visa: 'important',
  visa_required: 'important',
  no_admission: 'warning',
};

/** The note that heads the list: the traveller's situation in one line. */
export function categoryNote(
  category: RequirementCategory,
  days: number | undefined,
): ImportantNoteData {
  const span = forDays(days);
  return {
    title: textInEvery(`visa-categories:notes.${category}.title`),
    description: textInEvery(`visa-categories:notes.${category}.description`, (language) => ({
      span: span[language],
    })),
    type: NOTE_TYPES[category],
  };
}

type StepName =
  | 'checkPassport'
  | 'atBorder'
  | 'bookReturn'
  | 'applyEta'
  | 'prepareFee'
  | 'applyOnline'
  | 'applyEmbassy'
  | 'waitDecision';

function step(name: StepName): ApplicationStepData {
  return {
    title: textInEvery(`visa-categories:steps.${name}.title`),
    description: textInEvery(`visa-categories:steps.${name}.description`),
  };
}

/** What a traveller who needs no visa, or only an online authorisation, does before the trip. */
export function entrySteps(category: RequirementCategory): ApplicationStepData[] {
  switch (category) {
    case 'freedom_of_movement':
    case 'visa_free':
      return [step('checkPassport'), step('bookReturn'), step('atBorder')];
    case 'eta':
      return [step('checkPassport'), step('applyEta'), step('atBorder')];
    case 'visa_on_arrival':
      return [step('checkPassport'), step('prepareFee'), step('atBorder')];
    case 'e_visa':
      return [step('checkPassport'), step('applyOnline'), step('atBorder')];
    case 'visa_required':
      return [step('checkPassport'), step('applyEmbassy'), step('waitDecision'), step('atBorder')];
    case 'no_admission':
      return [];
  }
}
