import type { User } from '@common/contracts/auth';
import type { Conversation, FlowAction, ReplyMetadata } from '@common/contracts/chat';
import {
  TRAVEL_INTERESTS,
  type BudgetRange,
  type TravelInterest,
  type TravelPurpose,
} from '@common/contracts/travel-profile';
import type {
  PREFERENCE_BUDGETS,
  PREFERENCE_INTERESTS,
  PREFERENCE_PURPOSES,
  TravelPreferences,
} from '@common/trip';
import type { Db } from '../../db/database';
import {
  fillEmptyTravelProfile,
  type ChatProfileAnswers,
} from '../../db/repositories/travel-profiles';
import { fillEmptyNationality } from '../../db/repositories/users';
import { getCountry } from '../countries/countries';

// What the chat learns about a signed-in traveller also answers their profile, where it has no
// answer yet (product.md §4.6, §8.5): the nationality the conversation settled, and the
// preference wizard's answers once 'Create Itinerary' is pressed. The wizard and the
// questionnaire ask in different words: an answer is carried over only where the wizard's
// choice says the same as one of the profile's, and otherwise left for the questionnaire
// (docs/decisions/024).

/** Leisure and business mean the same in both; an adventure, culture, food or shopping trip
 * could be leisure or 'other' to the traveller, so the questionnaire asks. */
const PURPOSES: Partial<Record<(typeof PREFERENCE_PURPOSES)[number], TravelPurpose>> = {
  leisure: 'leisure',
  business: 'business',
};

/** Wizard $50-100 a day lies within the profile's budget (under $100), $100-200 within
 * mid-range ($100-300); $200+ spans mid-range and luxury ($300+), so it is not carried over. */
const BUDGETS: Partial<Record<(typeof PREFERENCE_BUDGETS)[number], BudgetRange>> = {
  budget: 'budget',
  mid: 'mid-range',
};

/** Each wizard interest lies within one of the profile's (two may share one). */
const INTERESTS: Record<(typeof PREFERENCE_INTERESTS)[number], TravelInterest> = {
  cultural: 'Culture & History',
  historical: 'Culture & History',
  food: 'Food & Dining',
  shopping: 'Shopping',
  outdoor: 'Nature & Outdoors',
  nature: 'Nature & Outdoors',
  nightlife: 'Nightlife & Entertainment',
  art: 'Art & Museums',
};

/** The wizard's answers in the profile's vocabulary; what has no faithful match is left out. */
export function profileAnswersFromWizard(preferences: TravelPreferences): ChatProfileAnswers {
  const purpose = preferences.purpose && PURPOSES[preferences.purpose];
  const budget = preferences.budget && BUDGETS[preferences.budget];
  const chosen = new Set(preferences.interests?.map((interest) => INTERESTS[interest]));
  // In the questionnaire's order, each once.
  const interests = TRAVEL_INTERESTS.filter((interest) => chosen.has(interest));
  return {
    ...(purpose ? { travelPurpose: purpose } : {}),
    ...(preferences.duration ? { duration: preferences.duration } : {}),
    ...(budget ? { budgetRange: budget } : {}),
    ...(interests.length > 0 ? { interests } : {}),
  };
}

export type ChatTurn = {
  user: User;
  /** The button of the turn, as the server trusted it. */
  action: FlowAction | undefined;
  /** The reply's metadata: its step says whether the button did what it asks. */
  reply: Pick<ReplyMetadata, 'flowStep'>;
  /** The conversation the turn left. */
  conversation: Conversation;
};

/**
 * Fills the empty parts of the traveller's account and travel profile from a saved chat turn.
 * It writes only when there is something to fill: a nationality the account lacks, or a
 * completed wizard. Says what was filled.
 */
export async function fillProfileFromChat(
  db: Db,
  { user, action, reply, conversation }: ChatTurn,
): Promise<{ nationality: boolean; preferences: boolean }> {
  const code = conversation.nationalityCode;
  const nationality =
    code && !user.nationality?.trim()
      ? fillEmptyNationality(db, user.id, getCountry(code, 'en').name)
      : Promise.resolve(false);
  const completedWizard =
    action?.type === 'create_itinerary' && reply.flowStep === 'personalized_itinerary_created';
  const preferences =
    completedWizard && conversation.travelPreferences
      ? fillEmptyTravelProfile(
          db,
          user.id,
          profileAnswersFromWizard(conversation.travelPreferences),
        )
      : Promise.resolve(false);
  const [filledNationality, filledPreferences] = await Promise.all([nationality, preferences]);
  return { nationality: filledNationality, preferences: filledPreferences };
}
