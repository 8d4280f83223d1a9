import type { TripRecord } from '@common/contracts/trip-record';
import type { ChosenTrip } from '@common/itinerary';

// What the itinerary follows once the traveller has chosen and booked (product.md §4.7): the
// conversation's trip record (§4.9) — its cities in order, the planner's stays, the booked dates.

type TripSchedule = {
  /** The chosen cities, in visiting order; empty when nothing was chosen or booked. */
  cities: string[];
  /** For buildItinerary: present when the cities are the traveller's choice. */
  trip?: ChosenTrip;
  /** The calendar's first day, YYYY-MM-DD, when a booking dates the trip. */
  startDate?: string;
};

export function tripSchedule(record: TripRecord): TripSchedule {
  const start = record.startDate ? { startDate: record.startDate } : {};
  if (record.stops.length === 0) return { cities: [], ...start };
  const cities = record.stops.map((stop) => stop.name);
  const stays = record.stops.flatMap((stop) => (stop.days ? [stop.days] : []));
  return {
    cities,
    trip: {
      ...(stays.length === cities.length ? { stays } : {}),
      ...(record.days ? { days: record.days } : {}),
    },
    ...start,
  };
}
