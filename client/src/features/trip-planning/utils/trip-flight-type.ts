import {
  DEFAULT_FLIGHT_TYPE,
  OPEN_JAW_RETURN_SUGGESTIONS,
  TRIP_STORAGE_KEYS,
  tripFlightTypeSchema,
  type TripFlightType,
} from '@common/trip';
import { localStore } from '@/lib/local-storage';

// The flight type selector (product.md §4.3): one-way by default; round trip flies
// home from the destination; open-jaw from a return city the traveller picks. Both choices are
// kept under selectedFlightType and selectedReturnCity (product.md §2.5).

/** The stored flight type, or one-way. */
export function readStoredFlightType(): TripFlightType {
  const parsed = tripFlightTypeSchema.safeParse(
    localStore()?.getItem(TRIP_STORAGE_KEYS.flightType),
  );
  return parsed.success ? parsed.data : DEFAULT_FLIGHT_TYPE;
}

/** The stored return city, or ''. */
export function readStoredReturnCity(): string {
  return localStore()?.getItem(TRIP_STORAGE_KEYS.returnCity)?.trim() ?? '';
}

export function storeFlightType(type: TripFlightType): void {
  try {
    localStore()?.setItem(TRIP_STORAGE_KEYS.flightType, type);
  } catch {
    // Without storage the choice still holds for this panel.
  }
}

/** Stores the return city; '' removes it. */
export function storeReturnCity(city: string): void {
  try {
    if (city === '') localStore()?.removeItem(TRIP_STORAGE_KEYS.returnCity);
    else localStore()?.setItem(TRIP_STORAGE_KEYS.returnCity, city);
  } catch {
    // As above.
  }
}

/**
 * The return city once the flight type changes to `type`: the destination for a round trip,
 * none otherwise (open-jaw asks for one; one-way has none).
 */
export function returnCityForType(type: TripFlightType, destination: string): string {
  return type === 'roundtrip' ? destination : '';
}

/** The six suggested return cities of an open-jaw trip, or none for other destinations. */
export function openJawSuggestions(destinationCode: string): readonly string[] {
  return OPEN_JAW_RETURN_SUGGESTIONS[destinationCode.toUpperCase()] ?? [];
}
