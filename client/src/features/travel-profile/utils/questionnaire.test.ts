import { describe, expect, it } from 'vitest';
import {
  ACCOMMODATION_TYPES,
  AGE_GROUPS,
  BUDGET_RANGES,
  PROFILE_QUESTIONS,
  saveTravelProfileRequestSchema,
  TRANSPORTATION_TYPES,
  TRAVEL_INTERESTS,
  TRAVEL_PURPOSES,
  TRAVEL_STYLES,
  type TravelProfile,
} from '@common/contracts/travel-profile';
import {
  ACCOMMODATION_OPTIONS,
  AGE_OPTIONS,
  answersFromProfile,
  BUDGET_OPTIONS,
  canAdvance,
  canComplete,
  EMPTY_ANSWERS,
  INTEREST_OPTIONS,
  missingAnswers,
  PURPOSE_OPTIONS,
  showsPrevious,
  STEP_COUNT,
  STEP_QUESTIONS,
  stepsToAsk,
  STYLE_OPTIONS,
  toggleInterest,
  toSaveRequest,
  TRANSPORTATION_OPTIONS,
  type Answers,
} from '@/features/travel-profile/utils/questionnaire';

const full: Answers = {
  travelPurpose: 'business',
  interests: ['Shopping'],
  budgetRange: 'luxury',
  travelStyle: 'solo',
  ageGroup: '36-50',
  accommodationPreferences: 'apartment',
  transportationPreferences: 'taxi',
};

describe('the questionnaire', () => {
  it('has 7 steps and offers exactly the values of product.md §7.1', () => {
    expect(STEP_COUNT).toBe(7);
    const values = (options: readonly { value: string }[]) => options.map((o) => o.value);
    expect(values(PURPOSE_OPTIONS)).toEqual([...TRAVEL_PURPOSES]);
    expect(values(INTEREST_OPTIONS)).toEqual([...TRAVEL_INTERESTS]);
    expect(values(BUDGET_OPTIONS)).toEqual([...BUDGET_RANGES]);
    expect(values(STYLE_OPTIONS)).toEqual([...TRAVEL_STYLES]);
    expect(values(AGE_OPTIONS)).toEqual([...AGE_GROUPS]);
    expect(values(ACCOMMODATION_OPTIONS)).toEqual([...ACCOMMODATION_TYPES]);
    expect(values(TRANSPORTATION_OPTIONS)).toEqual([...TRANSPORTATION_TYPES]);
  });

  it('disables Next by the rules of product.md §7.1', () => {
    expect(canAdvance(0, EMPTY_ANSWERS)).toBe(true);
    expect(canAdvance(1, EMPTY_ANSWERS)).toBe(false);
    expect(canAdvance(1, { ...EMPTY_ANSWERS, travelPurpose: 'leisure' })).toBe(true);
    expect(canAdvance(2, EMPTY_ANSWERS)).toBe(true);
    expect(canAdvance(3, EMPTY_ANSWERS)).toBe(false);
    expect(canAdvance(3, { ...EMPTY_ANSWERS, budgetRange: 'flexible' })).toBe(true);
    expect(canAdvance(4, EMPTY_ANSWERS)).toBe(false);
    expect(canAdvance(4, { ...EMPTY_ANSWERS, travelStyle: 'group' })).toBe(true);
    expect(canAdvance(5, EMPTY_ANSWERS)).toBe(false);
    expect(canAdvance(5, { ...EMPTY_ANSWERS, ageGroup: '65+' })).toBe(true);
    // The last step completes instead.
    expect(canAdvance(6, full)).toBe(false);
  });

  it('completes only with both an accommodation and a transportation type', () => {
    expect(canComplete(EMPTY_ANSWERS)).toBe(false);
    expect(canComplete({ ...EMPTY_ANSWERS, accommodationPreferences: 'hotel' })).toBe(false);
    expect(canComplete({ ...EMPTY_ANSWERS, transportationPreferences: 'public' })).toBe(false);
    expect(canComplete(full)).toBe(true);
  });

  it('shows Previous from step 2 onward', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(showsPrevious)).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('sends what the server accepts, with empty activity and diet lists', () => {
    const body = toSaveRequest(full);
    expect(body).toEqual({
      ...full,
      preferredActivities: [],
      dietaryRestrictions: [],
    });
    expect(saveTravelProfileRequestSchema.safeParse(body).success).toBe(true);
    expect(toSaveRequest({ ...full, ageGroup: null })).toBeNull();
  });

  it('toggles interests in the order of the list', () => {
    const once = toggleInterest([], 'Shopping');
    const twice = toggleInterest(once, 'Culture & History');
    expect(twice).toEqual(['Culture & History', 'Shopping']);
    expect(toggleInterest(twice, 'Shopping')).toEqual(['Culture & History']);
  });
});

/** A profile the chat's wizard started (product.md §4.6): purpose, duration, budget, interests. */
const fromChat: TravelProfile = {
  purpose: 'leisure',
  duration: 'long',
  budget: 'mid-range',
  interests: ['Food & Dining'],
  travelStyle: null,
  ageGroup: null,
  accommodationPreferences: null,
  transportationPreferences: null,
  preferredActivities: [],
  dietaryRestrictions: [],
  profileReference: 'TP-ABCDEFGH1',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

describe('the questionnaire asks only what the profile lacks', () => {
  it('asks every step of a new profile, one question each but the last', () => {
    expect(STEP_QUESTIONS.flat()).toEqual([...PROFILE_QUESTIONS]);
    expect(missingAnswers(null)).toEqual([...PROFILE_QUESTIONS]);
    expect(stepsToAsk(missingAnswers(null))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(answersFromProfile(null)).toEqual(EMPTY_ANSWERS);
  });

  it("skips the steps the chat's wizard answered, after the welcome", () => {
    const missing = missingAnswers(fromChat);
    expect(missing).toEqual([
      'travelStyle',
      'ageGroup',
      'accommodationPreferences',
      'transportationPreferences',
    ]);
    expect(stepsToAsk(missing)).toEqual([0, 4, 5, 6]);
    // Whatever the wizard could not say is asked: here the purpose and the budget.
    const partly = missingAnswers({ ...fromChat, purpose: null, budget: null });
    expect(stepsToAsk(partly)).toEqual([0, 1, 3, 4, 5, 6]);
  });

  it('counts interests answered "none" as answered, and unasked ones as missing', () => {
    expect(missingAnswers({ ...fromChat, interests: [] })).not.toContain('interests');
    expect(missingAnswers({ ...fromChat, interests: null })).toContain('interests');
  });

  it('shows the last step when either of its two answers is missing, the other pre-answered', () => {
    const profile = { ...fromChat, travelStyle: 'solo', ageGroup: '18-25' } as const;
    const withHotel = { ...profile, accommodationPreferences: 'hotel' } as const;
    expect(stepsToAsk(missingAnswers(withHotel))).toEqual([0, 6]);
    expect(answersFromProfile(withHotel).accommodationPreferences).toBe('hotel');
  });

  it('starts from the answers the profile has, and saves them with the new ones', () => {
    const answers = answersFromProfile(fromChat);
    expect(answers).toEqual({
      ...EMPTY_ANSWERS,
      travelPurpose: 'leisure',
      budgetRange: 'mid-range',
      interests: ['Food & Dining'],
    });
    expect(canComplete(answers)).toBe(false);
    const finished: Answers = {
      ...answers,
      travelStyle: 'friends',
      ageGroup: '18-25',
      accommodationPreferences: 'hostel',
      transportationPreferences: 'walking',
    };
    expect(canComplete(finished)).toBe(true);
    expect(toSaveRequest(finished)).toMatchObject({
      travelPurpose: 'leisure',
      budgetRange: 'mid-range',
      interests: ['Food & Dining'],
      travelStyle: 'friends',
    });
  });

  it('shows Previous from the second question shown', () => {
    // Four steps shown: the welcome, then style, age group and the last.
    expect([0, 1, 2, 3].map(showsPrevious)).toEqual([false, false, true, true]);
  });
});
