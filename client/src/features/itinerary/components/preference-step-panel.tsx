import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FlowStep } from '@common/chat-flow';
import type { TravelPreferences } from '@common/trip';
import { TravelPreferencesPanel } from '@/features/itinerary/components/travel-preferences-panel';
import {
  BUDGET_LABEL_KEYS,
  DURATION_LABEL_KEYS,
  INTEREST_LABEL_KEYS,
  PURPOSE_LABEL_KEYS,
} from '@/features/itinerary/utils/itinerary-text';
import type { TripFlowActions } from '@/lib/trip-actions';

export const PREFERENCE_STEP_NUMBERS = {
  travel_preferences_step1: 1,
  travel_preferences_step2: 2,
  travel_preferences_step3: 3,
  travel_preferences_step4: 4,
  travel_preferences_step5: 5,
} as const satisfies Partial<Record<FlowStep, number>>;

export type PreferenceStep = keyof typeof PREFERENCE_STEP_NUMBERS;

/** The traveller's message for an answer: the chosen option's label, or the interests listed. */
function answerLabel(t: TFunction, answered: 1 | 2 | 3 | 4, after: TravelPreferences): string {
  switch (answered) {
    case 1:
      return after.purpose ? t(PURPOSE_LABEL_KEYS[after.purpose]) : '';
    case 2:
      return after.duration ? t(DURATION_LABEL_KEYS[after.duration]) : '';
    case 3:
      return after.budget ? t(BUDGET_LABEL_KEYS[after.budget]) : '';
    case 4:
      return (after.interests ?? [])
        .map((interest) => t(INTEREST_LABEL_KEYS[interest]))
        .join(t('chat.listSeparator'));
  }
}

/** A step of the preference wizard under its reply (product.md §4.6), answered through the chat. */
export function PreferenceStepPanel({
  step,
  preferences,
  disabled,
  trip,
}: {
  step: PreferenceStep;
  preferences: TravelPreferences;
  disabled: boolean;
  trip: TripFlowActions;
}) {
  const { t } = useTranslation();
  return (
    <TravelPreferencesPanel
      step={PREFERENCE_STEP_NUMBERS[step]}
      preferences={preferences}
      disabled={disabled}
      onAnswer={(answered, after) => {
        if (answered === 5) return;
        trip.answerPreference(answered, preferences, after, answerLabel(t, answered, after));
      }}
      onCreate={() => trip.createItinerary(preferences)}
      onModify={() => trip.modifyPreferences(step, preferences)}
    />
  );
}
