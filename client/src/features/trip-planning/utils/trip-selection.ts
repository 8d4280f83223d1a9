import {
  DEFAULT_STAY_DAYS,
  tripSelectionSchema,
  type TripCity,
  type TripFlightType,
  type TripSelection,
} from '@common/trip';

// The TripSelection a panel's Continue hands on (common/trip.ts, decision 012), checked with
// the shared schema so the panels never send what the flow engine would refuse.

/** A direct trip: one destination, the flight type and (round trip, open-jaw) its return city. */
export function directSelection(input: {
  from: TripCity;
  to: TripCity;
  flightType?: TripFlightType;
  returnCity?: string;
}): TripSelection {
  const flightType = input.flightType ?? 'oneway';
  const returnCity =
    flightType === 'roundtrip' ? input.to.name : flightType === 'openjaw' ? input.returnCity : '';
  return tripSelectionSchema.parse({
    mode: 'direct',
    from: input.from,
    destinations: [input.to],
    flightType,
    ...(returnCity ? { returnCity } : {}),
  });
}

/**
 * The international flight of a multi-city trip: out to the first city and home from the return
 * city, so a visa application has its proof of return. Home from the first city is a round trip;
 * from another city, open-jaw; without a return city, one way.
 */
function multiFlightType(
  first: TripCity | undefined,
  returnCity: string | undefined,
): TripFlightType {
  if (!returnCity) return 'oneway';
  return first && first.name === returnCity ? 'roundtrip' : 'openjaw';
}

/** A multi-city trip: the destinations in visiting order, their stays and the return city. */
export function multiSelection(input: {
  from: TripCity;
  destinations: readonly TripCity[];
  stays?: readonly number[];
  returnCity?: string;
}): TripSelection {
  return tripSelectionSchema.parse({
    mode: 'multi',
    from: input.from,
    destinations: input.destinations,
    ...(input.stays
      ? { stays: input.destinations.map((_, i) => input.stays?.[i] ?? DEFAULT_STAY_DAYS) }
      : {}),
    flightType: multiFlightType(input.destinations[0], input.returnCity),
    ...(input.returnCity ? { returnCity: input.returnCity } : {}),
  });
}
