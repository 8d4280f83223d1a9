import { describe, expect, it } from 'vitest';
import { saveTravelProfileRequestSchema } from '@common/contracts/travel-profile';
import { PREFERENCE_BUDGETS, PREFERENCE_INTERESTS, PREFERENCE_PURPOSES } from '@common/trip';
import { profileAnswersFromWizard } from './fill-profile-from-chat';

// The wizard's answers in the questionnaire's words (docs/decisions/024): carried over only
// where both say the same thing.

describe('profileAnswersFromWizard', () => {
  it('carries over leisure and business, and leaves the other purposes to the questionnaire', () => {
    const carried = Object.fromEntries(
      PREFERENCE_PURPOSES.map((purpose) => [
        purpose,
        profileAnswersFromWizard({ purpose }).travelPurpose,
      ]),
    );
    expect(carried).toEqual({
      leisure: 'leisure',
      business: 'business',
      adventure: undefined,
      culture: undefined,
      food: undefined,
      shopping: undefined,
    });
  });

  it('carries over the budgets that lie within one of the profile ranges', () => {
    const budgets = PREFERENCE_BUDGETS.map(
      (budget) => profileAnswersFromWizard({ budget }).budgetRange,
    );
    // $50-100 is under $100, $100-200 within $100-300; $200+ could be either of two.
    expect(budgets).toEqual(['budget', 'mid-range', undefined]);
  });

  it('keeps the duration in the wizard words', () => {
    expect(profileAnswersFromWizard({ duration: 'long' })).toEqual({ duration: 'long' });
  });

  it('names every wizard interest by a profile interest, once each, in the profile order', () => {
    const all = profileAnswersFromWizard({ interests: [...PREFERENCE_INTERESTS] }).interests;
    expect(all).toEqual([
      'Culture & History',
      'Food & Dining',
      'Nature & Outdoors',
      'Art & Museums',
      'Nightlife & Entertainment',
      'Shopping',
    ]);
    expect(profileAnswersFromWizard({ interests: ['art', 'historical'] }).interests).toEqual([
      'Culture & History',
      'Art & Museums',
    ]);
    // What it gives is what the questionnaire could have saved.
    const parsed = saveTravelProfileRequestSchema.shape.interests.safeParse(all);
    expect(parsed.success).toBe(true);
  });

  it('gives nothing for an empty wizard', () => {
    expect(profileAnswersFromWizard({})).toEqual({});
    expect(profileAnswersFromWizard({ interests: [] })).toEqual({});
  });
});
