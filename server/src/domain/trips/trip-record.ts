import type { Booking } from '@common/contracts/bookings';
import type { Conversation } from '@common/contracts/chat';
import type {
  TripFlight,
  TripHotel,
  TripRecord,
  TripService,
  TripStop,
} from '@common/contracts/trip-record';
import type { TripSelection } from '@common/trip';

// The trip record of a conversation (product.md §4.9): its chosen cities and the reservations
// and add-ons booked from it, put together on every read from what is stored, so it can never disagree
// with the conversation or the bookings.

const DAY_MS = 86_400_000;

/** Days from the first date to the last, both counted. */
function daysSpanned(first: string, last: string): number {
  return (
    Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS) + 1
  );
}

/** The cities visited in order: an open-jaw trip ends in its return city. */
function stopsOf(selection: TripSelection): TripStop[] {
  const stays = selection.stays?.length === selection.destinations.length ? selection.stays : [];
  const stops: TripStop[] = selection.destinations.map((city, i) => ({
    name: city.name,
    country: city.country,
    ...(stays[i] ? { days: stays[i] } : {}),
  }));
  const home = selection.returnCity?.trim();
  if (selection.flightType === 'openjaw' && home && !stops.some((stop) => stop.name === home)) {
    stops.push({ name: home, country: selection.destinations.at(-1)!.country });
  }
  return stops;
}

/** A flight reservation's legs: out, and back for a round trip or from the open-jaw city. */
function flightOf(booking: Extract<Booking, { type: 'flight' }>): TripFlight {
  const { departureCity, arrivalCity, returnCity, dates, flightType, passengers } = booking.details;
  const legs = [{ from: departureCity, to: arrivalCity, date: dates.departure }];
  if (dates.return && flightType !== 'oneway') {
    const back = flightType === 'flexible_return' && returnCity ? returnCity : arrivalCity;
    legs.push({ from: back, to: departureCity, date: dates.return });
  }
  return { reference: booking.reference, legs, passengers };
}

function hotelOf(booking: Extract<Booking, { type: 'hotel' }>): TripHotel {
  const { arrivalCity, hotelName, hotelAddress, checkIn, checkOut } = booking.details;
  return {
    reference: booking.reference,
    city: arrivalCity,
    ...(hotelName ? { name: hotelName } : {}),
    ...(hotelAddress ? { address: hotelAddress } : {}),
    checkIn,
    checkOut,
  };
}

/** The dates the bookings give the trip: the newest flight's, else the newest hotel's. */
function datesOf(
  flights: TripFlight[],
  hotels: TripHotel[],
): Pick<TripRecord, 'startDate' | 'days'> {
  const flight = flights.at(-1);
  if (flight) {
    const [out, back] = flight.legs;
    return { startDate: out!.date, ...(back ? { days: daysSpanned(out!.date, back.date) } : {}) };
  }
  const hotel = hotels.at(-1);
  if (hotel) return { startDate: hotel.checkIn, days: daysSpanned(hotel.checkIn, hotel.checkOut) };
  return {};
}

/**
 * The record from the conversation's context and its reservations (oldest first). Without
 * chosen cities, a booked flight's or hotel's city is the trip's one stop.
 */
export function composeTripRecord(
  conversation: Conversation | null,
  bookings: readonly Booking[],
  services: readonly TripService[] = [],
): TripRecord {
  const flights = bookings.flatMap((booking) =>
    booking.type === 'flight' ? [flightOf(booking)] : [],
  );
  const hotels = bookings.flatMap((booking) =>
    booking.type === 'hotel' ? [hotelOf(booking)] : [],
  );
  const selection = conversation?.trip;
  const country = conversation?.destinationCode ?? '';
  const booked = flights.at(-1)?.legs[0]?.to ?? hotels.at(-1)?.city;
  const stops = selection ? stopsOf(selection) : booked ? [{ name: booked, country }] : [];
  return {
    ...(conversation?.destinationCode ? { destinationCode: conversation.destinationCode } : {}),
    ...(conversation?.destination ? { destination: conversation.destination } : {}),
    ...(selection ? { selection } : {}),
    stops,
    ...datesOf(flights, hotels),
    flights,
    hotels,
    services: services.map(({ reference, type }) => ({ reference, type })),
  };
}
