import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowStep } from '@common/chat-flow';
import type { Booking } from '@common/contracts/bookings';
import type { ChatMessage } from '@common/contracts/chat';
import type { TravelPreferences, TripSelection } from '@common/trip';
import type { ChatService } from '@/features/chat/hooks/use-chat';
import { currentFlowStep } from '@/features/chat/utils/message-list';
import { purchaseDialogOptions } from '@/features/chat/utils/purchase-booking-data';
import {
  readStoredTravelPreferences,
  storeTravelPreferences,
} from '@/lib/travel-preferences-storage';
import {
  useBookingCompletedListener,
  useBookingDialog,
  type ChosenHotel,
} from '@/lib/booking-dialog';
import { usePurchaseDialog } from '@/lib/purchase-dialog';
import type { PreferenceStepNumber, TripFlowActions, TripPressAction } from '@/lib/trip-actions';

// The trip flow's buttons in the chat (product.md §4, decision 012): the city panels' Continue, the
// booking dialog and its confirmation, the preference wizard, the itinerary, the hotel path,
// the upsells and the restaurant offers. The server's flow table decides where each leads.

/** Steps from which a saved booking is confirmed in the chat (the flow table's confirm_booking). */
const CONFIRMING_STEPS: ReadonlySet<FlowStep> = new Set<FlowStep>([
  'city_selection',
  'city_selection_required',
  'multi_city_builder',
  'multi_city_services',
  'personalized_hotel_upsell',
  'personalized_hotel_recommendations',
  'auth_required',
]);

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

/** A trip's cities as the traveller reads them: 'Delhi → Paris → Lyon'. */
export function routeLabel(trip: TripSelection): string {
  return [trip.from, ...trip.destinations].map((city) => city.name).join(' → ');
}

export function useTripFlow(chat: ChatService): TripFlowActions {
  const { t } = useTranslation();
  const bookingDialog = useBookingDialog();
  const purchaseDialog = usePurchaseDialog();
  const { send, chooseTrip } = chat;

  // Bookings complete from the dialog, possibly after a sign-in: read the conversation then.
  const messagesRef = useRef(chat.messages);
  const conversationRef = useRef(chat.conversation);
  useEffect(() => {
    messagesRef.current = chat.messages;
    conversationRef.current = chat.conversation;
  }, [chat.messages, chat.conversation]);

  const confirmBooking = useCallback(
    (booking: Booking) => {
      const messages = messagesRef.current;
      const step = currentFlowStep(messages);
      // Booked from elsewhere (a step that moved on): the dashboard has it; the chat stays put.
      if (!step || !CONFIRMING_STEPS.has(step)) return;
      const trip = conversationRef.current.trip;
      void send(t('chat.trip.bookingConfirmed', { reference: booking.reference }), {
        action: {
          type: 'confirm_booking',
          flowStep: step,
          values: [booking.reference],
          ...(trip ? { trip } : {}),
        },
      });
    },
    [send, t],
  );
  useBookingCompletedListener(confirmBooking);

  const openBooking = useCallback(
    (type: 'flight' | 'hotel', trip: TripSelection | null, hotel?: ChosenHotel) =>
      bookingDialog.open({ type, trip, ...(hotel ? { hotel } : {}) }),
    [bookingDialog],
  );

  const continueWithCities = useCallback(
    (step: FlowStep, selection: TripSelection, service: 'flight' | 'hotel') => {
      if (selection.mode === 'multi' && selection.destinations.length > 1) {
        // The turn carries the cities; the server keeps them with the conversation.
        void send(t('chat.trip.citiesChosen', { route: routeLabel(selection) }), {
          action: { type: 'select_cities', flowStep: step, trip: selection },
        });
        return;
      }
      // The server keeps the choice with the conversation; every later step reads it there.
      void chooseTrip(selection);
      openBooking(service, selection);
    },
    [chooseTrip, openBooking, send, t],
  );

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

  const bookServices = useCallback(
    (step: FlowStep) => {
      const { trip, bookedServices = [] } = conversationRef.current;
      void send(t('chat.trip.bookServices'), {
        action: {
          type: 'book_itinerary_services',
          flowStep: step,
          values: [...bookedServices],
          ...(trip ? { trip } : {}),
        },
      });
    },
    [send, t],
  );

  const pressTrip = useCallback(
    (step: FlowStep, type: TripPressAction, label: string) =>
      void send(label, { action: { type, flowStep: step } }),
    [send],
  );

  const restaurantTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(restaurantTimer.current), []);
  const chooseUpsell = useCallback(
    (serviceType: string, thenRestaurants: boolean) => {
      purchaseDialog.open(purchaseDialogOptions(serviceType, conversationRef.current));
      if (!thenRestaurants) return;
      window.clearTimeout(restaurantTimer.current);
      restaurantTimer.current = window.setTimeout(() => {
        if (currentFlowStep(messagesRef.current) !== 'itinerary_upsells') return;
        void send(t('chat.trip.restaurantOffers'), {
          action: { type: 'show_restaurant_offers', flowStep: 'itinerary_upsells' },
        });
      }, 2000);
    },
    [purchaseDialog, send, t],
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

  return {
    continueWithCities,
    openBooking,
    answerPreference,
    createItinerary,
    modifyPreferences,
    bookServices,
    chooseUpsell,
    pressTrip,
    advance,
  };
}
