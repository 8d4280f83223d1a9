import { useTranslation } from 'react-i18next';
import { Route } from 'lucide-react';
import type { Booking } from '@common/contracts/bookings';
import { SKIP_HOTEL_UPSELL_ID, type TravelPreferences } from '@common/trip';
import { StepButtons } from '@/components/step-buttons';
import { HotelRecommendationsPanel } from '@/features/itinerary/components/hotel-recommendations-panel';
import { HotelUpsellPanel } from '@/features/itinerary/components/hotel-upsell-panel';
import { ItineraryPanel } from '@/features/itinerary/components/itinerary-panel';
import {
  ITINERARY_UPSELL_SERVICES,
  ItineraryUpsellsPanel,
  type ItineraryUpsellService,
} from '@/features/itinerary/components/itinerary-upsells-panel';
import { PersonalizedServicesPanel } from '@/features/itinerary/components/personalized-services-panel';
import { RestaurantOffersPanel } from '@/features/itinerary/components/restaurant-offers-panel';
import { TravelPreferencesPanel } from '@/features/itinerary/components/travel-preferences-panel';
import { useItineraryCities } from '@/features/itinerary/hooks/use-itinerary-cities';
import type { ItineraryPanelStep } from '@/features/itinerary/utils/itinerary-panel-steps';
import {
  BUDGET_LABEL_KEYS,
  DURATION_LABEL_KEYS,
  INTEREST_LABEL_KEYS,
  PURPOSE_LABEL_KEYS,
} from '@/features/itinerary/utils/itinerary-text';
import { tripSchedule } from '@/features/itinerary/utils/trip-schedule';
import { upsellOf, type ShownMessage } from '@/lib/shown-message';
import type { StepPanelProps } from '@/lib/step-panels';
import { readStoredTravelPreferences } from '@/lib/travel-preferences-storage';
import { tripUpTo } from '@/lib/trip-actions';

// The itinerary half of the trip flow (product.md §4.6 to §4.8; decision 012): the panels under a
// reply, wired to the chat's buttons.

/** The purchase dialog's service type for each upsell (product.md §5.1; others are generic). */
const UPSELL_SERVICE_TYPES: Record<ItineraryUpsellService, string> = {
  tours: 'tours',
  'travel-insurance': 'travel-insurance',
  esim: 'esim',
  'car-rental': 'car-rental',
};

const STEP_NUMBERS = {
  travel_preferences_step1: 1,
  travel_preferences_step2: 2,
  travel_preferences_step3: 3,
  travel_preferences_step4: 4,
  travel_preferences_step5: 5,
} as const;

const NO_DESTINATION = { code: '', name: '' };

/** The reservations the conversation confirmed up to this reply, oldest first. */
function bookingsUpTo(messages: readonly ShownMessage[], last: ShownMessage): Booking[] {
  const index = messages.indexOf(last);
  const upTo = index === -1 ? messages : messages.slice(0, index + 1);
  return upTo.flatMap((each) => (each.metadata?.booking ? [each.metadata.booking] : []));
}

function destinationUpTo(messages: readonly ShownMessage[], last: ShownMessage) {
  const index = messages.indexOf(last);
  const upTo = index === -1 ? messages : messages.slice(0, index + 1);
  const metadata = upTo.findLast((message) => message.metadata?.destinationCode)?.metadata;
  if (!metadata?.destinationCode) return null;
  return { code: metadata.destinationCode, name: metadata.destination ?? metadata.destinationCode };
}

export function ItineraryStepPanel({
  message,
  step,
  messages,
  disabled,
  trip,
  bookFlight,
}: StepPanelProps<ItineraryPanelStep>) {
  const { t } = useTranslation();
  const destination = destinationUpTo(messages, message);
  const chosen = tripUpTo(messages, message);
  const chosenCities = chosen?.destinations.map((each) => each.name) ?? [];
  const schedule = tripSchedule(chosen, bookingsUpTo(messages, message));
  // Without chosen cities, the hotels and restaurants are those of the destination's first city.
  const planCities = useItineraryCities(destination ?? NO_DESTINATION, chosenCities);
  if (!destination) return null;
  const cityName = planCities.cities[0];
  const city = cityName
    ? { name: cityName, country: chosen?.destinations[0]?.country ?? destination.code }
    : null;
  const preferences: TravelPreferences =
    message.metadata?.travelPreferences ?? readStoredTravelPreferences();

  switch (step) {
    case 'travel_preferences_step1':
    case 'travel_preferences_step2':
    case 'travel_preferences_step3':
    case 'travel_preferences_step4':
    case 'travel_preferences_step5': {
      const number = STEP_NUMBERS[step];
      return (
        <TravelPreferencesPanel
          step={number}
          preferences={preferences}
          disabled={disabled}
          onAnswer={(answered, after) => {
            if (answered === 5) return;
            trip.answerPreference(answered, preferences, after, answerLabel(answered, after));
          }}
          onCreate={() => trip.createItinerary(preferences)}
          onModify={() => trip.modifyPreferences(step, preferences)}
        />
      );
    }
    case 'personalized_itinerary_created':
      return (
        <StepButtons
          label={t('chat.trip.itineraryLabel')}
          disabled={disabled}
          buttons={[
            {
              label: t('chat.trip.bookServices'),
              icon: Route,
              onClick: () => trip.bookServices(step),
            },
          ]}
        />
      );
    case 'show_personalized_itinerary':
      return (
        <ItineraryPanel
          destination={destination}
          cities={schedule.cities}
          {...(schedule.trip ? { trip: schedule.trip } : {})}
          {...(schedule.startDate ? { startDate: schedule.startDate } : {})}
          preferences={preferences}
          disabled={disabled}
          onBookServices={() => trip.bookServices(step)}
          onModify={() => trip.modifyPreferences(step, preferences)}
        />
      );
    case 'personalized_services':
      return (
        <PersonalizedServicesPanel
          disabled={disabled}
          onFlight={bookFlight}
          onHotel={() =>
            trip.pressTrip(step, 'choose_personalized_hotel', t('chat.trip.chooseHotel'))
          }
          onInsurance={() => trip.chooseUpsell('travel-insurance', false)}
        />
      );
    case 'personalized_hotel_upsell':
      return (
        <HotelUpsellPanel disabled={disabled} onBook={() => trip.openBooking('hotel', chosen)} />
      );
    case 'personalized_hotel_recommendations':
      if (!city) return null;
      return (
        <HotelRecommendationsPanel
          city={city}
          disabled={disabled}
          onBook={(hotel) => trip.openBooking('hotel', chosen, hotel)}
          onSkip={() => trip.pressTrip(step, 'skip_hotel', t('chat.trip.skipHotel'))}
        />
      );
    case 'itinerary_upsells':
      return (
        <ItineraryUpsellsPanel
          disabled={disabled}
          // After 'Skip Hotel' the offers are travel insurance and tours (product.md §4.8).
          services={
            upsellOf(message)?.id === SKIP_HOTEL_UPSELL_ID
              ? ['travel-insurance', 'tours']
              : ITINERARY_UPSELL_SERVICES
          }
          onChoose={(service) => trip.chooseUpsell(UPSELL_SERVICE_TYPES[service], true)}
        />
      );
    case 'restaurant_offers':
      if (!city) return null;
      return (
        <RestaurantOffersPanel
          city={city}
          disabled={disabled}
          onBookAll={() =>
            trip.pressTrip(step, 'book_restaurant_offers', t('chat.trip.bookAllRestaurants'))
          }
          onSkip={() => trip.pressTrip(step, 'skip_restaurant_offers', t('chat.trip.skip'))}
        />
      );
  }

  function answerLabel(answered: 1 | 2 | 3 | 4, after: TravelPreferences): string {
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
}
