import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowStep } from '@common/chat-flow';
import type { ChatMessage } from '@common/contracts/chat';
import type { TravelPreferences } from '@common/trip';
import type { ChatSend } from '@/lib/chat-send';
import {
  readStoredTravelPreferences,
  storeTravelPreferences,
} from '@/lib/travel-preferences-storage';
import type { PreferenceStepNumber, TripFlowActions } from '@/lib/trip-actions';

const PREFERENCE_ACTIONS = {
  1: 'choose_preference_purpose',
  2: 'choose_preference_duration',
  3: 'choose_preference_budget',
  4: 'choose_preference_interests',
} as const;

/** The value a wizard step's button carries, read from the preferences with its answer. */
function stepValues(step: 1 | 2 | 3 | 4, after: TravelPreferences): string[] {
  const value = [after.purpose, after.duration, after.budget][step - 1];
  if (step === 4) return [...(after.interests ?? [])];
  return value ? [value] : [];
}

/**
 * The preference wizard and the itinerary (product.md §4.6, §4.7): each answer is a turn, kept in
 * storage too; the steps that move on by themselves send their next turn.
 */
export function useTripPreferences(
  send: ChatSend,
): Pick<TripFlowActions, 'answerPreference' | 'createItinerary' | 'modifyPreferences' | 'advance'> {
  const { t } = useTranslation();

  const answerPreference = useCallback(
    (
      step: PreferenceStepNumber,
      before: TravelPreferences,
      after: TravelPreferences,
      label: string,
    ) => {
      if (step === 5) return;
      storeTravelPreferences(after);
      void send(label, {
        action: {
          type: PREFERENCE_ACTIONS[step],
          flowStep: `travel_preferences_step${step}`,
          values: stepValues(step, after),
          preferences: before,
        },
      });
    },
    [send],
  );

  const createItinerary = useCallback(
    (preferences: TravelPreferences) => {
      storeTravelPreferences(preferences);
      void send(t('chat.trip.createItinerary'), {
        action: { type: 'create_itinerary', flowStep: 'travel_preferences_step5', preferences },
      });
    },
    [send, t],
  );

  const modifyPreferences = useCallback(
    (step: FlowStep, preferences: TravelPreferences) =>
      void send(t('chat.trip.modify'), {
        action: { type: 'modify_preferences', flowStep: step, preferences },
      }),
    [send, t],
  );

  const advance = useCallback(
    (step: FlowStep, message: ChatMessage) => {
      if (step === 'booking_confirmation' || step === 'multi_city_services_display') {
        void send(t('chat.trip.personalise'), {
          action: { type: 'start_travel_preferences', flowStep: step },
        });
      } else if (step === 'personalized_itinerary_created') {
        const preferences = message.metadata?.travelPreferences ?? readStoredTravelPreferences();
        void send(t('chat.trip.showItinerary'), {
          action: { type: 'show_itinerary', flowStep: step, preferences },
        });
      }
    },
    [send, t],
  );

  return { answerPreference, createItinerary, modifyPreferences, advance };
}
