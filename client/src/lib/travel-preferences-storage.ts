import { TRIP_STORAGE_KEYS, travelPreferencesSchema, type TravelPreferences } from '@common/trip';
import { localStore, parseStoredJson, storeItem } from '@/lib/local-storage';

// The personalised itinerary wizard's answers (product.md §4.6), kept under
// travelPreferences so the itinerary, a reload and 'Modify' find them.

const FIELDS = ['purpose', 'duration', 'budget', 'interests'] as const;

/**
 * The stored answers; none when nothing is stored. An answer that is not valid (an older
 * version's, or edited by hand) is dropped, and the others kept.
 */
export function readStoredTravelPreferences(): TravelPreferences {
  const raw = localStore()?.getItem(TRIP_STORAGE_KEYS.travelPreferences);
  if (!raw) return {};
  const value = parseStoredJson(raw);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const preferences: TravelPreferences = {};
  for (const field of FIELDS) {
    const parsed = travelPreferencesSchema.shape[field].safeParse(Reflect.get(value, field));
    if (parsed.success && parsed.data !== undefined)
      Object.assign(preferences, { [field]: parsed.data });
  }
  return preferences;
}

export function storeTravelPreferences(preferences: TravelPreferences): void {
  // Without storage the answers still travel with the step buttons; only the copy is lost.
  storeItem(TRIP_STORAGE_KEYS.travelPreferences, JSON.stringify(preferences));
}

export function clearStoredTravelPreferences(): void {
  localStore()?.removeItem(TRIP_STORAGE_KEYS.travelPreferences);
}
