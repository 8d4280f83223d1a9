import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripSelection } from '@common/trip';
import { Button } from '@/components/ui/button';
import { CityCombobox } from '@/features/trip-planning/components/city-combobox';
import { FlightTypeSelector } from '@/features/trip-planning/components/flight-type-selector';
import { TripForm } from '@/features/trip-planning/components/trip-form';
import type { CityList } from '@/features/trip-planning/hooks/use-country-cities';
import { useDirectTrip } from '@/features/trip-planning/hooks/use-direct-trip';
import { citiesNotChosen } from '@/features/trip-planning/utils/trip-cities';

/**
 * A direct trip (product.md §4.1): From in the nationality's country and To in the destination's,
 * each needing an airport; Continue waits for both. With the flight type selector, open-jaw
 * also needs a return city.
 */
export function DirectTripForm({
  fromList,
  toList,
  destinationCode,
  showFlightType,
  continueLabel,
  disabled,
  onContinue,
}: {
  fromList: CityList;
  toList: CityList;
  destinationCode: string;
  showFlightType: boolean;
  continueLabel: string;
  disabled: boolean;
  onContinue: (selection: TripSelection) => void;
}) {
  const { t } = useTranslation();
  const fromId = useId();
  const toId = useId();
  const trip = useDirectTrip(showFlightType);
  const { from, to } = trip;
  const noAirport = (refused: string) =>
    refused ? t('trip.errors.noAirport', { city: refused }) : undefined;

  return (
    <TripForm onSubmit={() => trip.submit(onContinue)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <CityCombobox
          id={fromId}
          label={t('trip.selection.from')}
          hint={t('trip.selection.airportRequired')}
          error={noAirport(from.refused)}
          cities={citiesNotChosen(fromList.cities, [to.city])}
          loading={fromList.loading}
          disabled={disabled}
          value={from.city}
          onSelect={from.pick}
        />
        <CityCombobox
          id={toId}
          label={t('trip.selection.to')}
          hint={t('trip.selection.airportRequired')}
          error={noAirport(to.refused)}
          cities={citiesNotChosen(toList.cities, [from.city])}
          loading={toList.loading}
          disabled={disabled}
          value={to.city}
          onSelect={trip.pickTo}
        />
      </div>
      {showFlightType && (
        <FlightTypeSelector
          value={trip.flightType}
          onChange={trip.changeType}
          destinationCode={destinationCode}
          destinationCity={to.city}
          returnCity={trip.openJawReturn}
          onReturnCityChange={trip.changeReturnCity}
          returnList={toList}
          disabled={disabled}
        />
      )}
      <Button type="submit" className="self-start" disabled={disabled || !from.city || !to.city}>
        {continueLabel}
      </Button>
    </TripForm>
  );
}
