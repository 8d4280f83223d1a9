import { useState } from 'react';
import type { City } from '@common/contracts/geography';
import type { TripCity, TripFlightType, TripSelection } from '@common/trip';
import type { TripFormMissing } from '@/features/trip-planning/components/trip-form';
import { hasAirport, toTripCity } from '@/features/trip-planning/utils/trip-cities';
import {
  readStoredFlightType,
  readStoredReturnCity,
  returnCityForType,
  storeFlightType,
  storeReturnCity,
} from '@/features/trip-planning/utils/trip-flight-type';
import { directSelection } from '@/features/trip-planning/utils/trip-selection';

/** One end of a direct trip: the city taken, or the name of one refused for want of an airport. */
function useTripEnd() {
  const [city, setCity] = useState<TripCity | null>(null);
  const [refused, setRefused] = useState('');
  const pick = (picked: City): TripCity | null => {
    const chosen = hasAirport(picked) ? toTripCity(picked) : null;
    setCity(chosen);
    setRefused(chosen ? '' : picked.name);
    return chosen;
  };
  return { city, refused, pick };
}

/**
 * A direct trip's choices (product.md §4.1): From and To, each needing an airport (a city without
 * one is not taken; its name stays to say why), and with the flight type selector the type and an
 * open-jaw return city, both kept in local storage.
 */
export function useDirectTrip(showFlightType: boolean) {
  const from = useTripEnd();
  const to = useTripEnd();
  const [flightType, setFlightType] = useState<TripFlightType>(() =>
    showFlightType ? readStoredFlightType() : 'oneway',
  );
  const [openJawReturn, setOpenJawReturn] = useState(() =>
    showFlightType && readStoredFlightType() === 'openjaw' ? readStoredReturnCity() : '',
  );

  const pickTo = (city: City) => {
    const chosen = to.pick(city);
    if (flightType === 'roundtrip') storeReturnCity(chosen?.name ?? '');
  };
  const changeType = (type: TripFlightType) => {
    setFlightType(type);
    storeFlightType(type);
    if (type !== 'openjaw') setOpenJawReturn('');
    storeReturnCity(returnCityForType(type, to.city?.name ?? ''));
  };
  const changeReturnCity = (city: string) => {
    setOpenJawReturn(city);
    storeReturnCity(city);
  };
  /** Hands the trip on when every choice is made, else answers what is missing. */
  const submit = (onContinue: (selection: TripSelection) => void): TripFormMissing | null => {
    if (!from.city || !to.city) return 'trip.errors.missingCities';
    const type = showFlightType ? flightType : 'oneway';
    if (type === 'openjaw' && !openJawReturn) return 'trip.errors.openJawReturn';
    onContinue(
      directSelection({
        from: from.city,
        to: to.city,
        flightType: type,
        returnCity: openJawReturn,
      }),
    );
    return null;
  };

  return { from, to, pickTo, flightType, changeType, openJawReturn, changeReturnCity, submit };
}
