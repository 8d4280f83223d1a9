import { useItineraryCities } from '@/features/itinerary/hooks/use-itinerary-cities';
import { tripSchedule } from '@/features/itinerary/utils/trip-schedule';
import type { ShownMessage } from '@/lib/shown-message';
import { readStoredTravelPreferences } from '@/lib/travel-preferences-storage';
import { messagesUpTo, tripUpTo } from '@/lib/trip-actions';

const NO_DESTINATION = { code: '', name: '' };

/** The destination the newest reply that names one gives. */
function destinationOf(history: readonly ShownMessage[]) {
  const metadata = history.findLast((message) => message.metadata?.destinationCode)?.metadata;
  if (!metadata?.destinationCode) return null;
  return { code: metadata.destinationCode, name: metadata.destination ?? metadata.destinationCode };
}

/**
 * What the itinerary's panels under a reply work from (product.md §4.6 to §4.8): the trip's
 * destination and cities as they were at that reply, its dates from the bookings, the city whose
 * hotels and restaurants are offered, and the traveller's preferences. Null without a destination.
 */
export function useItineraryContext(message: ShownMessage, messages: readonly ShownMessage[]) {
  const history = messagesUpTo(messages, message);
  const destination = destinationOf(history);
  const chosen = tripUpTo(messages, message);
  const chosenCities = chosen?.destinations.map((each) => each.name) ?? [];
  const bookings = history.flatMap((each) =>
    each.metadata?.booking ? [each.metadata.booking] : [],
  );
  const schedule = tripSchedule(chosen, bookings);
  // Without chosen cities, the hotels and restaurants are those of the destination's first city.
  const planCities = useItineraryCities(destination ?? NO_DESTINATION, chosenCities);
  if (!destination) return null;
  const cityName = planCities.cities[0];
  const city = cityName
    ? { name: cityName, country: chosen?.destinations[0]?.country ?? destination.code }
    : null;
  const preferences = message.metadata?.travelPreferences ?? readStoredTravelPreferences();
  return { destination, chosen, schedule, city, preferences };
}
