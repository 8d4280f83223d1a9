import type { FlowStep } from '@common/chat-flow';
import type { ChatMessage } from '@common/contracts/chat';
import type { TravelPreferences, TripSelection } from '@common/trip';
import type { ChosenHotel } from '@/lib/booking-dialog';

// The trip flow's buttons (product.md §4, decision 012) as the panels under a reply call them:
// the chat implements them, and both its trip planning and the itinerary press them.

export type PreferenceStepNumber = 1 | 2 | 3 | 4 | 5;

export type TripPressAction =
  | 'add_another_city'
  | 'single_city'
  | 'choose_personalized_hotel'
  | 'skip_hotel'
  | 'show_restaurant_offers'
  | 'book_restaurant_offers'
  | 'skip_restaurant_offers';

export type TripFlowActions = {
  /** A city panel's Continue: multi-city goes to the services step; direct opens the booking. */
  continueWithCities: (
    step: FlowStep,
    selection: TripSelection,
    service: 'flight' | 'hotel',
  ) => void;
  /** Opens the booking dialog for the conversation's trip (and the hotel chosen, if any). */
  openBooking: (type: 'flight' | 'hotel', trip: TripSelection | null, hotel?: ChosenHotel) => void;
  /** One wizard step answered: the answers before it, with it, and the answer as text. */
  answerPreference: (
    step: PreferenceStepNumber,
    before: TravelPreferences,
    after: TravelPreferences,
    label: string,
  ) => void;
  createItinerary: (preferences: TravelPreferences) => void;
  modifyPreferences: (step: FlowStep, preferences: TravelPreferences) => void;
  /** 'Book Services' of the itinerary steps, with what the conversation booked. */
  bookServices: (step: FlowStep) => void;
  /** An upsell opens the add-on dialog; from itinerary_upsells the restaurant offers follow after 2 s. */
  chooseUpsell: (serviceType: string, thenRestaurants: boolean) => void;
  /** Sends a button that carries nothing but its label. */
  pressTrip: (step: FlowStep, type: TripPressAction, label: string) => void;
  /** The newest reply's automatic next step (after a voucher, the created itinerary). */
  advance: (step: FlowStep, message: ChatMessage) => void;
};

/** The conversation up to `last` (all of it when `last` is not given or not in it). */
export function messagesUpTo<Message>(messages: readonly Message[], last?: Message) {
  const index = last ? messages.indexOf(last) : -1;
  return index === -1 ? messages : messages.slice(0, index + 1);
}

/** The newest trip the conversation chose (up to `last`), if any. */
export function tripUpTo(
  messages: readonly ChatMessage[],
  last?: ChatMessage,
): TripSelection | null {
  return (
    messagesUpTo(messages, last).findLast((message) => message.metadata?.trip)?.metadata?.trip ??
    null
  );
}
