import type { FlightFareLabel, HotelRoomLabel } from '@common/contracts/bookings';
import type { TripFlightType } from '@common/trip';

/** The translation of each fare; the English label is what the server stores. */
export const FARE_LABEL_KEYS = {
  Economy: 'booking.fares.economy',
  'Premium Economy': 'booking.fares.premiumEconomy',
  Business: 'booking.fares.business',
} as const satisfies Record<FlightFareLabel, string>;

export const ROOM_LABEL_KEYS = {
  Standard: 'booking.rooms.standard',
  Deluxe: 'booking.rooms.deluxe',
} as const satisfies Record<HotelRoomLabel, string>;

export const FLIGHT_TYPE_KEYS = {
  oneway: 'booking.flightTypes.oneway',
  roundtrip: 'booking.flightTypes.roundtrip',
  openjaw: 'booking.flightTypes.openjaw',
} as const satisfies Record<TripFlightType, string>;
