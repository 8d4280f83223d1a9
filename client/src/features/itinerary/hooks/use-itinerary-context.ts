import type { Booking } from '@common/contracts/bookings';
import type { TravelPreferences } from '@common/trip';
import { useItineraryCities } from '@/features/itinerary/hooks/use-itinerary-cities';
import { tripSchedule } from '@/features/itinerary/utils/trip-schedule';
import type { ShownMessage } from '@/lib/shown-message';
import { readStoredTravelPreferences } from '@/lib/travel-preferences-storage';
import { tripUpTo } from '@/lib/trip-actions';

const NO_DESTINATION = { code: '', name: '' };

/** The conversation up to this reply (all of it when the reply is not in it). */
function upTo(messages: readonly ShownMessage[], last: ShownMessage): readonly ShownMessage[] {
  const index = messages.indexOf(last);
  return index === -1 ? messages : messages.slice(0, index + 1);
}

/** The reservations the conversation confirmed up to this reply, oldest first. */
function bookingsUpTo(messages: readonly ShownMessage[], last: ShownMessage): Booking[] {
  return upTo(messages, last).flatMap((each) =>
    each.metadata?.booking ? [each.metadata.booking] : [],
  );
}

function destinationUpTo(messages: readonly ShownMessage[], last: ShownMessage) {
  const metadata = upTo(messages, last).findLast(
    (message) => message.metadata?.destinationCode,
  )?.metadata;
  if (!metadata?.destinationCode) return null;
  return { code: metadata.destinationCode, name: metadata.destination ?? metadata.destinationCode };
}

/**
 * What the itinerary's panels under a reply work from (product.md §4.6 to §4.8): the trip's
 * destination and cities as they were at that reply, its dates from the bookings, the city whose
 * hotels and restaurants are offered, and the traveller's preferences. Null without a destination.
 */
export function useItineraryContext(message: ShownMessage, messages: readonly ShownMessage[]) {
  const destination = destinationUpTo(messages, message);
  const chosen = tripUpTo(messages, message);
  const chosenCities = chosen?.destinations.map((each) => each.name) ?? [];
  const schedule = tripSchedule(chosen, bookingsUpTo(messages, message));
  // Without chosen cities, the hotels and restaurants are those of the destination's first city.
  const planCities = useItineraryCities(destination ?? NO_DESTINATION, chosenCities);
  if (!destination) return null;
  const cityName = planCities.cities[0];
  const city = cityName
    ? { name: cityName, country: chosen?.destinations[0]?.country ?? destination.code }
    : null;
  const preferences: TravelPreferences =
    message.metadata?.travelPreferences ?? readStoredTravelPreferences();
  return { destination, chosen, schedule, city, preferences };
}
