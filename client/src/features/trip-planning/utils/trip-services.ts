// The services a city selection panel is opened for, and the name its title shows (product.md §4.1:
// Travel Insurance, Dummy Flight Booking, Dummy Hotel Booking).

export const TRIP_SERVICES = [
  'flight',
  'hotel',
  'travel-insurance',
  'dummy-flight',
  'dummy-hotel',
] as const;
export type TripService = (typeof TRIP_SERVICES)[number];

export const TRIP_SERVICE_NAME_KEYS = {
  flight: 'trip.service.flight',
  'dummy-flight': 'trip.service.flight',
  hotel: 'trip.service.hotel',
  'dummy-hotel': 'trip.service.hotel',
  'travel-insurance': 'trip.service.travelInsurance',
} as const satisfies Record<TripService, string>;

/** The services a flight is booked for, which offer the flight type selector. */
export function isFlightService(service: TripService): boolean {
  return service === 'flight' || service === 'dummy-flight';
}
