import { describe, expect, it } from 'vitest';
import {
  ACCOMMODATION_TYPES,
  AGE_GROUPS,
  BUDGET_RANGES,
  saveTravelProfileRequestSchema,
  TRANSPORTATION_TYPES,
  TRAVEL_INTERESTS,
  TRAVEL_PURPOSES,
  TRAVEL_STYLES,
} from '@common/contracts/travel-profile';
import {
  ACCOMMODATION_OPTIONS,
  AGE_OPTIONS,
  BUDGET_OPTIONS,
  canAdvance,
  canComplete,
  EMPTY_ANSWERS,
  INTEREST_OPTIONS,
  PURPOSE_OPTIONS,
  showsPrevious,
  STEP_COUNT,
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
