import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripSelection } from '@common/trip';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DirectTripForm } from '@/features/trip-planning/components/direct-trip-form';
import { MultiCityForm } from '@/features/trip-planning/components/multi-city-form';
import { useCountryCities } from '@/features/trip-planning/hooks/use-country-cities';
import type { TripCountry } from '@/lib/trip-country';

// The services a city selection panel is opened for, and the name its title shows (product.md §4.1:
// Travel Insurance, Dummy Flight Booking, Dummy Hotel Booking).
const SERVICE_NAME_KEYS = {
  flight: 'trip.service.flight',
  'dummy-flight': 'trip.service.flight',
  hotel: 'trip.service.hotel',
  'dummy-hotel': 'trip.service.hotel',
  'travel-insurance': 'trip.service.travelInsurance',
} as const;
export type TripService = keyof typeof SERVICE_NAME_KEYS;

/**
 * The chat's city selection panel (product.md §4.1): 'Select Your Travel
 * Cities' for a service, with a Direct Trip tab (From and To with airports, and the flight type
 * for flights) and a Multi-City tab (extra cities, the Ground Route Summary and the return
 * city). Continue hands on a TripSelection (common/trip.ts).
 */
export function CitySelectionPanel({
  nationality,
  destination,
  service,
  directOnly = false,
  disabled,
  onContinue,
}: {
  nationality: TripCountry;
  destination: TripCountry;
  service: TripService;
  /** Only the Direct Trip form (city_selection_required). */
  directOnly?: boolean;
  disabled: boolean;
  onContinue: (selection: TripSelection) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const fromList = useCountryCities(nationality, false);
  const toList = useCountryCities(destination, false);
  // Extra cities are reached over land: any city of the destination, with an airport or not.
  const extraList = useCountryCities(destination, true);

  const direct = (
    <DirectTripForm
      fromList={fromList}
      toList={toList}
      destinationCode={destination.code}
      showFlightType={service === 'flight' || service === 'dummy-flight'}
      continueLabel={t('trip.selection.continue')}
      disabled={disabled}
      onContinue={onContinue}
    />
  );

  return (
    <section
      aria-labelledby={headingId}
      className="flex max-w-2xl flex-col gap-3 rounded-lg border border-border p-4"
    >
      <header className="flex flex-col gap-0.5">
        <h2 id={headingId} className="font-semibold">
          {t('trip.selection.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t(SERVICE_NAME_KEYS[service])}</p>
      </header>
      {directOnly ? (
        direct
      ) : (
        <Tabs defaultValue="direct">
          <TabsList>
            <TabsTrigger value="direct" disabled={disabled}>
              {t('trip.tabs.direct')}
            </TabsTrigger>
            <TabsTrigger value="multi" disabled={disabled}>
              {t('trip.tabs.multi')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="direct">{direct}</TabsContent>
          <TabsContent value="multi">
            <MultiCityForm
              fromList={fromList}
              toList={toList}
              extraList={extraList}
              disabled={disabled}
              onContinue={onContinue}
            />
          </TabsContent>
        </Tabs>
      )}
    </section>
  );
}
