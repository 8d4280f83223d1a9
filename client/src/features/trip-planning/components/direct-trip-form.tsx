import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { City } from '@common/contracts/geography';
import type { TripCity, TripFlightType, TripSelection } from '@common/trip';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { CityCombobox } from '@/features/trip-planning/components/city-combobox';
import { FlightTypeSelector } from '@/features/trip-planning/components/flight-type-selector';
import {
  citiesNotChosen,
  hasAirport,
  toTripCity,
} from '@/features/trip-planning/utils/trip-cities';
import {
  readStoredFlightType,
  readStoredReturnCity,
  returnCityForType,
  storeFlightType,
  storeReturnCity,
} from '@/features/trip-planning/utils/trip-flight-type';
import { directSelection } from '@/features/trip-planning/utils/trip-selection';

export type CityList = { cities: readonly City[]; loading: boolean };

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
  const [from, setFrom] = useState<TripCity | null>(null);
  const [to, setTo] = useState<TripCity | null>(null);
  // A city without an airport is not taken; its name stays to say why (product.md §4.1).
  const [fromRefused, setFromRefused] = useState('');
  const [toRefused, setToRefused] = useState('');
  const [flightType, setFlightType] = useState<TripFlightType>(() =>
    showFlightType ? readStoredFlightType() : 'oneway',
  );
  const [openJawReturn, setOpenJawReturn] = useState(() =>
    showFlightType && readStoredFlightType() === 'openjaw' ? readStoredReturnCity() : '',
  );

  const pick = (
    city: City,
    setCity: (city: TripCity | null) => void,
    setRefused: (name: string) => void,
  ): TripCity | null => {
    if (!hasAirport(city)) {
      setCity(null);
      setRefused(city.name);
      return null;
    }
    setRefused('');
    const chosen = toTripCity(city);
    setCity(chosen);
    return chosen;
  };

  const changeType = (type: TripFlightType) => {
    setFlightType(type);
    storeFlightType(type);
    if (type !== 'openjaw') setOpenJawReturn('');
    storeReturnCity(returnCityForType(type, to?.name ?? ''));
  };

  const submit = () => {
    if (!from || !to) {
      toast({
        variant: 'destructive',
        title: t('trip.errors.missingTitle'),
        description: t('trip.errors.missingCities'),
      });
      return;
    }
    if (showFlightType && flightType === 'openjaw' && !openJawReturn) {
      toast({
        variant: 'destructive',
        title: t('trip.errors.missingTitle'),
        description: t('trip.errors.openJawReturn'),
      });
      return;
    }
    onContinue(
      directSelection({
        from,
        to,
        flightType: showFlightType ? flightType : 'oneway',
        returnCity: openJawReturn,
      }),
    );
  };

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <CityCombobox
          id={fromId}
          label={t('trip.selection.from')}
          hint={t('trip.selection.airportRequired')}
          error={fromRefused ? t('trip.errors.noAirport', { city: fromRefused }) : undefined}
          cities={citiesNotChosen(fromList.cities, [to])}
          loading={fromList.loading}
          disabled={disabled}
          value={from}
          onSelect={(city) => pick(city, setFrom, setFromRefused)}
        />
        <CityCombobox
          id={toId}
          label={t('trip.selection.to')}
          hint={t('trip.selection.airportRequired')}
          error={toRefused ? t('trip.errors.noAirport', { city: toRefused }) : undefined}
          cities={citiesNotChosen(toList.cities, [from])}
          loading={toList.loading}
          disabled={disabled}
          value={to}
          onSelect={(city) => {
            const chosen = pick(city, setTo, setToRefused);
            if (flightType === 'roundtrip') storeReturnCity(chosen?.name ?? '');
          }}
        />
      </div>
      {showFlightType && (
        <FlightTypeSelector
          value={flightType}
          onChange={changeType}
          destinationCode={destinationCode}
          destinationCity={to}
          returnCity={openJawReturn}
          onReturnCityChange={(city) => {
            setOpenJawReturn(city);
            storeReturnCity(city);
          }}
          returnCities={toList.cities}
          returnCitiesLoading={toList.loading}
          disabled={disabled}
        />
      )}
      <Button type="submit" className="self-start" disabled={disabled || !from || !to}>
        {continueLabel}
      </Button>
    </form>
  );
}
