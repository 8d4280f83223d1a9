import { STORAGE_KEYS } from '@common/constants';
import { toStoredTravelPurposes, type TravelPurpose } from '@common/travel-purpose';
import { storeItem } from '@/lib/local-storage';

export const TRAVEL_PURPOSE_KEYS = {
  tourism: 'chat.travelPurposes.tourism',
  family_visit: 'chat.travelPurposes.family_visit',
  business: 'chat.travelPurposes.business',
  study: 'chat.travelPurposes.study',
  work: 'chat.travelPurposes.work',
  cultural_exchange: 'chat.travelPurposes.cultural_exchange',
  residency: 'chat.travelPurposes.residency',
  medical: 'chat.travelPurposes.medical',
  religious: 'chat.travelPurposes.religious',
} as const satisfies Record<TravelPurpose, string>;

/**
 * Remembers the chosen purposes (product.md §3.5): the list as JSON, and the first as the main one.
 */
export function storeTravelPurposes(purposes: readonly TravelPurpose[]): void {
  const stored = toStoredTravelPurposes(purposes);
  if (!stored) return;
  // Without storage the purposes still travel with this request; only the copy is lost.
  storeItem(STORAGE_KEYS.travelPurposes, JSON.stringify(stored[STORAGE_KEYS.travelPurposes]));
  storeItem(STORAGE_KEYS.travelPurpose, stored[STORAGE_KEYS.travelPurpose]);
}
