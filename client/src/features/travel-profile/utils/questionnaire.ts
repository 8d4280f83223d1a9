import type { ParseKeys } from 'i18next';
import { TRAVEL_PROFILE } from '@common/constants';
import {
  PROFILE_QUESTIONS,
  TRAVEL_INTERESTS,
  TRAVEL_PURPOSES,
  type AccommodationType,
  type AgeGroup,
  type BudgetRange,
  type ProfileQuestion,
  type SaveTravelProfileRequest,
  type TransportationType,
  type TravelInterest,
  type TravelProfile,
  type TravelPurpose,
  type TravelStyle,
} from '@common/contracts/travel-profile';
import { PROFILE_INTEREST_KEYS, PROFILE_PURPOSE_KEYS } from '@/lib/travel-profile-labels';

// The questionnaire's steps, options and rules (product.md §7.1). Label keys live in
// tables so the locale test checks every one.

export const STEP_COUNT = TRAVEL_PROFILE.steps;
export const FIRST_STEP = 0;
export const LAST_STEP = STEP_COUNT - 1;

/** The answers each step asks for; the welcome (0) asks none. */
export const STEP_QUESTIONS: readonly (readonly ProfileQuestion[])[] = [
  [],
  ['travelPurpose'],
  ['interests'],
  ['budgetRange'],
  ['travelStyle'],
  ['ageGroup'],
  ['accommodationPreferences', 'transportationPreferences'],
];

export type Answers = {
  travelPurpose: TravelPurpose | null;
  interests: TravelInterest[];
  budgetRange: BudgetRange | null;
  travelStyle: TravelStyle | null;
  ageGroup: AgeGroup | null;
  accommodationPreferences: AccommodationType | null;
  transportationPreferences: TransportationType | null;
};

export const EMPTY_ANSWERS: Answers = {
  travelPurpose: null,
  interests: [],
  budgetRange: null,
  travelStyle: null,
  ageGroup: null,
  accommodationPreferences: null,
  transportationPreferences: null,
};

export type Option<T extends string> = { value: T; labelKey: ParseKeys; hintKey?: ParseKeys };

export const PURPOSE_OPTIONS: readonly Option<TravelPurpose>[] = TRAVEL_PURPOSES.map((value) => ({
  value,
  labelKey: PROFILE_PURPOSE_KEYS[value],
}));

export const INTEREST_OPTIONS: readonly Option<TravelInterest>[] = TRAVEL_INTERESTS.map(
  (value) => ({ value, labelKey: PROFILE_INTEREST_KEYS[value] }),
);

export const BUDGET_OPTIONS = [
  {
    value: 'budget',
    labelKey: 'travelProfile.budgets.budget',
    hintKey: 'travelProfile.budgets.budgetHint',
  },
  {
    value: 'mid-range',
    labelKey: 'travelProfile.budgets.midRange',
    hintKey: 'travelProfile.budgets.midRangeHint',
  },
  {
    value: 'luxury',
    labelKey: 'travelProfile.budgets.luxury',
    hintKey: 'travelProfile.budgets.luxuryHint',
  },
  {
    value: 'flexible',
    labelKey: 'travelProfile.budgets.flexible',
    hintKey: 'travelProfile.budgets.flexibleHint',
  },
] as const satisfies readonly Option<BudgetRange>[];

export const STYLE_OPTIONS = [
  { value: 'solo', labelKey: 'travelProfile.styles.solo' },
  { value: 'couple', labelKey: 'travelProfile.styles.couple' },
  { value: 'family', labelKey: 'travelProfile.styles.family' },
  { value: 'friends', labelKey: 'travelProfile.styles.friends' },
  { value: 'group', labelKey: 'travelProfile.styles.group' },
] as const satisfies readonly Option<TravelStyle>[];

export const AGE_OPTIONS = [
  { value: '18-25', labelKey: 'travelProfile.ages.from18To25' },
  { value: '26-35', labelKey: 'travelProfile.ages.from26To35' },
  { value: '36-50', labelKey: 'travelProfile.ages.from36To50' },
  { value: '51-65', labelKey: 'travelProfile.ages.from51To65' },
  { value: '65+', labelKey: 'travelProfile.ages.over65' },
] as const satisfies readonly Option<AgeGroup>[];

export const ACCOMMODATION_OPTIONS = [
  { value: 'hotel', labelKey: 'travelProfile.accommodations.hotel' },
  { value: 'apartment', labelKey: 'travelProfile.accommodations.apartment' },
  { value: 'hostel', labelKey: 'travelProfile.accommodations.hostel' },
  { value: 'boutique', labelKey: 'travelProfile.accommodations.boutique' },
] as const satisfies readonly Option<AccommodationType>[];

export const TRANSPORTATION_OPTIONS = [
  { value: 'public', labelKey: 'travelProfile.transportation.public' },
  { value: 'rental', labelKey: 'travelProfile.transportation.rental' },
  { value: 'walking', labelKey: 'travelProfile.transportation.walking' },
  { value: 'taxi', labelKey: 'travelProfile.transportation.taxi' },
] as const satisfies readonly Option<TransportationType>[];

/**
 * product.md §7.1: Next is disabled while a question of the step has no answer: step 1 without a
 * purpose, step 3 without a budget, step 4 without a style or step 5 without an age group. The
 * welcome (0) and the interests (2) need nothing; the last step completes instead.
 */
export function canAdvance(step: number, answers: Answers): boolean {
  const questions = step < LAST_STEP ? STEP_QUESTIONS[step] : undefined;
  return questions?.every((question) => answers[question] !== null) ?? false;
}

/**
 * product.md §7.1: 'Complete Profile' needs an accommodation and a transportation type, and,
 * when some steps were not shown, every answer they would have asked for.
 */
export function canComplete(answers: Answers): boolean {
  return toSaveRequest(answers) !== null;
}

/**
 * product.md §7.1: Previous shows from the second question onward (never back to the welcome).
 * `position` counts the steps shown, which are all seven for a new profile.
 */
export function showsPrevious(position: number): boolean {
  return position >= 2;
}

/** How each answer is named in a stored profile (GET /api/user/profile). */
const PROFILE_FIELDS = {
  travelPurpose: 'purpose',
  interests: 'interests',
  budgetRange: 'budget',
  travelStyle: 'travelStyle',
  ageGroup: 'ageGroup',
  accommodationPreferences: 'accommodationPreferences',
  transportationPreferences: 'transportationPreferences',
} as const satisfies Record<ProfileQuestion, keyof TravelProfile>;

/**
 * The answers a profile still lacks: all of them without one. A profile the chat started has
 * some (product.md §4.6); interests answered "none" count as answered.
 */
export function missingAnswers(profile: TravelProfile | null): ProfileQuestion[] {
  return PROFILE_QUESTIONS.filter((question) => profile?.[PROFILE_FIELDS[question]] == null);
}

/**
 * The steps the questionnaire shows (product.md §7.1): the welcome, then only those that ask
 * for a missing answer. A step of two questions (6) shows when either is missing, the other
 * pre-answered.
 */
export function stepsToAsk(missing: readonly ProfileQuestion[]): number[] {
  return STEP_QUESTIONS.flatMap((questions, step) =>
    step === FIRST_STEP || questions.some((question) => missing.includes(question)) ? [step] : [],
  );
}

/** The answers the questionnaire starts from: the profile's own, so a save keeps them. */
export function answersFromProfile(profile: TravelProfile | null): Answers {
  if (!profile) return EMPTY_ANSWERS;
  return {
    travelPurpose: profile.purpose,
    interests: profile.interests ?? [],
    budgetRange: profile.budget,
    travelStyle: profile.travelStyle,
    ageGroup: profile.ageGroup,
    accommodationPreferences: profile.accommodationPreferences,
    transportationPreferences: profile.transportationPreferences,
  };
}

/**
 * The body of POST /api/user/profile (product.md §7.3), once every required answer is given;
 * preferredActivities and dietaryRestrictions are always empty (no input exists).
 */
export function toSaveRequest(answers: Answers): SaveTravelProfileRequest | null {
  const {
    travelPurpose,
    budgetRange,
    travelStyle,
    ageGroup,
    accommodationPreferences,
    transportationPreferences,
  } = answers;
  if (
    !travelPurpose ||
    !budgetRange ||
    !travelStyle ||
    !ageGroup ||
    !accommodationPreferences ||
    !transportationPreferences
  ) {
    return null;
  }
  return {
    travelPurpose,
    interests: answers.interests,
    budgetRange,
    travelStyle,
    ageGroup,
    preferredActivities: [],
    dietaryRestrictions: [],
    accommodationPreferences,
    transportationPreferences,
  };
}

/** Adds or removes one interest, keeping the order of the option list. */
export function toggleInterest(list: readonly TravelInterest[], interest: TravelInterest) {
  const chosen = new Set(list);
  if (chosen.has(interest)) chosen.delete(interest);
  else chosen.add(interest);
  return INTEREST_OPTIONS.map((option) => option.value).filter((value) => chosen.has(value));
}
