import { useCallback, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowStep } from '@common/chat-flow';
import type { Booking } from '@common/contracts/bookings';
import type { Conversation } from '@common/contracts/chat';
import type { TripSelection } from '@common/trip';
import type { ChatService } from '@/features/chat/hooks/use-chat';
import { currentFlowStep } from '@/features/chat/utils/message-list';
import {
  useBookingCompletedListener,
  useBookingDialog,
  type ChosenHotel,
} from '@/lib/booking-dialog';
import type { ShownMessage } from '@/lib/shown-message';
import type { TripFlowActions } from '@/lib/trip-actions';

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

/** A trip's cities as the traveller reads them: 'Delhi → Paris → Lyon'. */
export function routeLabel(trip: TripSelection): string {
  return [trip.from, ...trip.destinations].map((city) => city.name).join(' → ');
}

export type TripChat = Pick<ChatService, 'send' | 'chooseTrip'> & {
  /** Read when an action runs, which may be after a sign-in: the conversation then. */
  messagesRef: RefObject<ShownMessage[]>;
  conversationRef: RefObject<Conversation>;
  sessionIdRef: RefObject<string | null>;
};

/**
 * The city panels' Continue and the booking dialog (product.md §4.1, §4.4): a booking saved
 * from the dialog is confirmed in the chat while the conversation is still at a booking step.
 */
export function useTripBooking({
  send,
  chooseTrip,
  messagesRef,
  conversationRef,
  sessionIdRef,
}: TripChat): Pick<TripFlowActions, 'continueWithCities' | 'openBooking'> {
  const { t } = useTranslation();
  const bookingDialog = useBookingDialog();

  const confirmBooking = useCallback(
    (booking: Booking) => {
      const step = currentFlowStep(messagesRef.current);
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
    [conversationRef, messagesRef, send, t],
  );
  useBookingCompletedListener(confirmBooking);

  const openBooking = useCallback(
    (type: 'flight' | 'hotel', trip: TripSelection | null, hotel?: ChosenHotel) => {
      // The booking joins the conversation's trip record (product.md §4.9).
      const sessionId = sessionIdRef.current ?? undefined;
      bookingDialog.open({
        type,
        trip,
        ...(hotel ? { hotel } : {}),
        ...(sessionId ? { sessionId } : {}),
      });
    },
    [bookingDialog, sessionIdRef],
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

  return { continueWithCities, openBooking };
}
