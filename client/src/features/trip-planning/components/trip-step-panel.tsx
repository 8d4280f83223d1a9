import { useTranslation } from 'react-i18next';
import { MapPinned, Plane } from 'lucide-react';
import { StepButtons } from '@/components/step-buttons';
import { CityPlanningPanel } from '@/features/trip-planning/components/city-planning-panel';
import { CitySelectionPanel } from '@/features/trip-planning/components/city-selection-panel';
import { MultiCityServicesView } from '@/features/trip-planning/components/multi-city-services-view';
import type { TripPanelStep } from '@/features/trip-planning/utils/trip-panel-steps';
import type { ShownMessage } from '@/lib/shown-message';
import type { StepPanelProps } from '@/lib/step-panels';
import { messagesUpTo, tripUpTo } from '@/lib/trip-actions';

// The trip planning half of the trip flow (product.md §4.1, §4.2, §4.5; decision 012): the panels
// under a reply, wired to the chat's buttons.

/** The trip's countries as the newest reply names them (English names: the cities API reads them). */
function countriesUpTo(messages: readonly ShownMessage[], last: ShownMessage) {
  const metadata = messagesUpTo(messages, last).findLast(
    (message) => message.metadata?.nationalityCode && message.metadata.destinationCode,
  )?.metadata;
  if (!metadata?.nationalityCode || !metadata.destinationCode) return null;
  return {
    nationality: { code: metadata.nationalityCode, name: metadata.nationality ?? '' },
    destination: { code: metadata.destinationCode, name: metadata.destination ?? '' },
  };
}

export function TripStepPanel({
  message,
  step,
  messages,
  disabled,
  trip,
}: StepPanelProps<TripPanelStep>) {
  const { t } = useTranslation();
  const countries = countriesUpTo(messages, message);
  const chosen = message.metadata?.trip ?? tripUpTo(messages, message);
  if (!countries) return null;
  const { nationality, destination } = countries;
  const service = message.metadata?.tripService ?? 'flight';

  switch (step) {
    case 'multi_city_question':
      return (
        <StepButtons
          label={t('chat.trip.multiCityLabel')}
          disabled={disabled}
          buttons={[
            {
              label: t('chat.trip.addAnotherCity'),
              variant: 'default',
              icon: MapPinned,
              onClick: () =>
                trip.pressTrip(step, 'add_another_city', t('chat.trip.addAnotherCity')),
            },
            {
              label: t('chat.trip.singleCity'),
              icon: Plane,
              onClick: () => trip.pressTrip(step, 'single_city', t('chat.trip.singleCity')),
            },
          ]}
        />
      );
    case 'city_selection':
    case 'city_selection_required':
      return (
        <CitySelectionPanel
          nationality={nationality}
          destination={destination}
          service={service}
          directOnly={step === 'city_selection_required'}
          disabled={disabled}
          onContinue={(selection) => trip.continueWithCities(step, selection, service)}
        />
      );
    case 'multi_city_builder':
      return (
        <CityPlanningPanel
          nationality={nationality}
          destination={destination}
          namedCities={message.metadata?.plannedCities}
          disabled={disabled}
          onContinue={(selection) => trip.continueWithCities(step, selection, 'flight')}
        />
      );
    case 'multi_city_services':
      return (
        <StepButtons
          label={t('chat.trip.flightLabel')}
          disabled={disabled || !chosen}
          buttons={[
            {
              label: t('chat.booking.bookFlight'),
              variant: 'default',
              icon: Plane,
              onClick: () => trip.openBooking('flight', chosen),
            },
          ]}
        />
      );
    case 'multi_city_services_display':
      return chosen ? <MultiCityServicesView selection={chosen} /> : null;
    case 'booking_confirmation':
      return null;
  }
}
