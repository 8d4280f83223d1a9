import type { Booking } from '@common/contracts/bookings';
import type { ChosenTrip } from '@common/itinerary';
import type { TripSelection } from '@common/trip';

// What the itinerary follows once the traveller has chosen and booked (product.md §4.7): the
// trip's cities in order (an open-jaw trip ends in its return city), the planner's stays, and
// the booked dates — the calendar starts on the flight's departure and lasts until its return.

type TripSchedule = {
  /** The chosen cities, in visiting order; empty when nothing was chosen. */
  cities: string[];
  /** For buildItinerary: present when the cities are the traveller's choice. */
  trip?: ChosenTrip;
  /** The calendar's first day, YYYY-MM-DD, when a booking dates the trip. */
  startDate?: string;
};

const DAY_MS = 86_400_000;

/** Days from the first to the last date, both counted. */
function daysSpanned(first: string, last: string): number {
  const span = Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`);
  return Math.round(span / DAY_MS) + 1;
}

/** The dates the newest booking gives the trip: the flight's first, else the hotel's. */
function bookedDates(bookings: readonly Booking[]): { start: string; days?: number } | undefined {
  const flight = bookings.findLast((booking) => booking.type === 'flight');
  if (flight?.type === 'flight') {
    const { departure, return: back } = flight.details.dates;
    return { start: departure, ...(back ? { days: daysSpanned(departure, back) } : {}) };
  }
  const hotel = bookings.findLast((booking) => booking.type === 'hotel');
  if (hotel?.type === 'hotel') {
    return {
      start: hotel.details.checkIn,
      days: daysSpanned(hotel.details.checkIn, hotel.details.checkOut),
    };
  }
  return undefined;
}

export function tripSchedule(
  trip: TripSelection | null,
  bookings: readonly Booking[],
): TripSchedule {
  const dates = bookedDates(bookings);
  const start = dates ? { startDate: dates.start } : {};
  if (!trip) return { cities: [], ...start };
  const cities = trip.destinations.map((city) => city.name);
  const home = trip.returnCity?.trim();
  if (trip.flightType === 'openjaw' && home && !cities.includes(home)) cities.push(home);
  const stays = trip.stays && trip.stays.length === cities.length ? { stays: trip.stays } : {};
  const days = dates?.days ? { days: dates.days } : {};
  return { cities, trip: { ...stays, ...days }, ...start };
}
