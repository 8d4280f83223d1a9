import { useTranslation } from 'react-i18next';
import { Loader2, Route } from 'lucide-react';
import type { FlowStep } from '@common/chat-flow';
import { SKIP_HOTEL_UPSELL_ID, type TravelPreferences } from '@common/trip';
import { StepButtons } from '@/components/step-buttons';
import { HotelRecommendationsPanel } from '@/features/itinerary/components/hotel-recommendations-panel';
import { HotelUpsellPanel } from '@/features/itinerary/components/hotel-upsell-panel';
import { ItineraryPanel } from '@/features/itinerary/components/itinerary-panel';
import { ItineraryUpsellsPanel } from '@/features/itinerary/components/itinerary-upsells-panel';
import { PersonalizedServicesPanel } from '@/features/itinerary/components/personalized-services-panel';
import { RestaurantOffersPanel } from '@/features/itinerary/components/restaurant-offers-panel';
import { TravelPreferencesPanel } from '@/features/itinerary/components/travel-preferences-panel';
import { useItineraryContext } from '@/features/itinerary/hooks/use-itinerary-context';
import type { ItineraryPanelStep } from '@/features/itinerary/utils/itinerary-panel-steps';
import { preferenceAnswerText } from '@/features/itinerary/utils/itinerary-text';
import { upsellOf } from '@/lib/shown-message';
import type { StepPanelProps } from '@/lib/step-panels';

// The itinerary half of the trip flow (product.md §4.6 to §4.8; decision 012): the panels under a
// reply, wired to the chat's buttons.

const PREFERENCE_STEP_NUMBERS = {
  travel_preferences_step1: 1,
  travel_preferences_step2: 2,
  travel_preferences_step3: 3,
  travel_preferences_step4: 4,
  travel_preferences_step5: 5,
} as const satisfies Partial<Record<FlowStep, number>>;
type PreferenceStepName = keyof typeof PREFERENCE_STEP_NUMBERS;

function isPreferenceStep(step: FlowStep): step is PreferenceStepName {
  return Object.hasOwn(PREFERENCE_STEP_NUMBERS, step);
}

/** A step of the preference wizard under its reply (product.md §4.6), answered through the chat. */
function PreferenceStep({
  step,
  preferences,
  disabled,
  trip,
}: Pick<StepPanelProps<PreferenceStepName>, 'step' | 'disabled' | 'trip'> & {
  preferences: TravelPreferences;
}) {
  const { t } = useTranslation();
  return (
    <TravelPreferencesPanel
      step={PREFERENCE_STEP_NUMBERS[step]}
      preferences={preferences}
      disabled={disabled}
      onAnswer={(answered, after) =>
        trip.answerPreference(
          answered,
          preferences,
          after,
          preferenceAnswerText(t, answered, after),
        )
      }
      onCreate={() => trip.createItinerary(preferences)}
      onModify={() => trip.modifyPreferences(step, preferences)}
    />
  );
}

/** The steps whose panel shows the trip: they wait for its record (product.md §4.9). */
const TRIP_STEPS: ReadonlySet<FlowStep> = new Set<FlowStep>([
  'show_personalized_itinerary',
  'personalized_hotel_upsell',
  'personalized_hotel_recommendations',
  'restaurant_offers',
]);

function TripLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      {t('itinerary.plan.loadingTrip')}
    </p>
  );
}

export function ItineraryStepPanel({
  message,
  step,
  messages,
  conversation,
  disabled,
  trip,
  bookFlight,
}: StepPanelProps<ItineraryPanelStep>) {
  const { t } = useTranslation();
  const context = useItineraryContext(message, messages, conversation);
  if (!context) return null;
  const { destination, chosen, schedule, city, preferences } = context;
  if (isPreferenceStep(step)) {
    return <PreferenceStep step={step} preferences={preferences} disabled={disabled} trip={trip} />;
  }
  if (context.loading && TRIP_STEPS.has(step)) return <TripLoading />;

  switch (step) {
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
          trip={schedule.trip}
          startDate={schedule.startDate}
          {...(context.booked ? { booked: context.booked } : {})}
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
              : undefined
          }
          onChoose={(service) => trip.chooseUpsell(service, true)}
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
