import { useTranslation } from 'react-i18next';
import { Route } from 'lucide-react';
import { SKIP_HOTEL_UPSELL_ID } from '@common/trip';
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
import { PreferenceStepPanel } from '@/features/itinerary/components/preference-step-panel';
import { RestaurantOffersPanel } from '@/features/itinerary/components/restaurant-offers-panel';
import { useItineraryContext } from '@/features/itinerary/hooks/use-itinerary-context';
import type { ItineraryPanelStep } from '@/features/itinerary/utils/itinerary-panel-steps';
import { upsellOf } from '@/lib/shown-message';
import type { StepPanelProps } from '@/lib/step-panels';

// The itinerary half of the trip flow (product.md §4.6 to §4.8; decision 012): the panels under a
// reply, wired to the chat's buttons.

/** The purchase dialog's service type for each upsell (product.md §5.1; others are generic). */
const UPSELL_SERVICE_TYPES: Record<ItineraryUpsellService, string> = {
  tours: 'tours',
  'travel-insurance': 'travel-insurance',
  esim: 'esim',
  'car-rental': 'car-rental',
};

export function ItineraryStepPanel({
  message,
  step,
  messages,
  disabled,
  trip,
  bookFlight,
}: StepPanelProps<ItineraryPanelStep>) {
  const { t } = useTranslation();
  const context = useItineraryContext(message, messages);
  if (!context) return null;
  const { destination, chosen, schedule, city, preferences } = context;

  switch (step) {
    case 'travel_preferences_step1':
    case 'travel_preferences_step2':
    case 'travel_preferences_step3':
    case 'travel_preferences_step4':
    case 'travel_preferences_step5':
      return (
        <PreferenceStepPanel
          step={step}
          preferences={preferences}
          disabled={disabled}
          trip={trip}
        />
      );
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
}
