import { useQuery } from '@tanstack/react-query';
import { tripRecordQueryOptions } from '@/features/itinerary/api/get-trip-record';
import { useItineraryCities } from '@/features/itinerary/hooks/use-itinerary-cities';
import { tripSchedule } from '@/features/itinerary/utils/trip-schedule';
import type { ShownMessage } from '@/lib/shown-message';
import type { StepPanelProps } from '@/lib/step-panels';
import { readStoredTravelPreferences } from '@/lib/travel-preferences-storage';
import { messagesUpTo } from '@/lib/trip-actions';

const NO_DESTINATION = { code: '', name: '' };

/** The destination the newest reply that names one gives. */
function destinationOf(history: readonly ShownMessage[]) {
  const metadata = history.findLast((message) => message.metadata?.destinationCode)?.metadata;
  if (!metadata?.destinationCode) return null;
  return { code: metadata.destinationCode, name: metadata.destination ?? metadata.destinationCode };
}

/** The conversation's trip record (product.md §4.9); undefined while it loads or without one. */
function useTripRecord({ sessionId, revision }: StepPanelProps['conversation'], wanted: boolean) {
  return useQuery({
    ...tripRecordQueryOptions(sessionId ?? '', revision),
    enabled: wanted && sessionId !== null,
  });
}

/**
 * What the itinerary's panels under a reply work from (product.md §4.6 to §4.8): the trip's
 * destination, the conversation's trip record — its cities in order with their stays and the
 * dates its bookings give (§4.9) — the city whose hotels and restaurants are offered, and the
 * traveller's preferences. Null without a destination; `loading` while the record loads.
 */
export function useItineraryContext(
  message: ShownMessage,
  messages: readonly ShownMessage[],
  conversation: StepPanelProps['conversation'],
) {
  const history = messagesUpTo(messages, message);
  const destination = destinationOf(history);
  const record = useTripRecord(conversation, destination !== null);
  const loading = record.isPending && record.fetchStatus !== 'idle';
  const stops = record.data?.stops ?? [];
  // Without chosen or booked cities, the plan, the hotels and the restaurants are those of the
  // destination's first cities; they are looked up only once the record says there are none.
  const planCities = useItineraryCities(
    destination ?? NO_DESTINATION,
    stops.map((stop) => stop.name),
    !loading,
  );
  if (!destination) return null;
  const cityName = planCities.cities[0];
  const city = cityName ? { name: cityName, country: stops[0]?.country || destination.code } : null;
  const preferences = message.metadata?.travelPreferences ?? readStoredTravelPreferences();
  return {
    destination,
    chosen: record.data?.selection ?? null,
    schedule: record.data ? tripSchedule(record.data) : { cities: [] },
    booked: record.data,
    loading,
    city,
    preferences,
  };
}
