import * as z from 'zod/mini';
import { STORAGE_KEYS } from './constants';

// The chat's travel purpose question (product.md §3.5): a multi-select over 9 purposes that maps to
// the traveller types the visa requirements are asked for, and is remembered in local storage
// (§2.5).

export const TRAVEL_PURPOSES = [
  'tourism',
  'family_visit',
  'business',
  'study',
  'work',
  'cultural_exchange',
  'residency',
  'medical',
  'religious',
] as const;
export const travelPurposeSchema = z.enum(TRAVEL_PURPOSES);
export type TravelPurpose = z.infer<typeof travelPurposeSchema>;

/** At least one purpose must be chosen. */
export const selectedTravelPurposesSchema = z.array(travelPurposeSchema).check(z.minLength(1));

export const TRAVELLER_TYPES = [
  'tourist',
  'business',
  'student',
  'work',
  'exchange',
  'residency',
  'medical',
  'religious',
] as const;
export const travellerTypeSchema = z.enum(TRAVELLER_TYPES);
export type TravellerType = z.infer<typeof travellerTypeSchema>;

export const TRAVELLER_TYPE_BY_PURPOSE: Readonly<Record<TravelPurpose, TravellerType>> = {
  tourism: 'tourist',
  family_visit: 'tourist',
  business: 'business',
  study: 'student',
  work: 'work',
  cultural_exchange: 'exchange',
  residency: 'residency',
  medical: 'medical',
  religious: 'religious',
};

/** ['tourism', 'family_visit', 'study'] -> ['tourist', 'student']: first-seen order, no repeats. */
export function mapPurposesToTravellerTypes(purposes: readonly TravelPurpose[]): TravellerType[] {
  return [...new Set(purposes.map((purpose) => TRAVELLER_TYPE_BY_PURPOSE[purpose]))];
}

/** The values stored under the travelPurposes and travelPurpose keys (product.md §2.5). */
export type StoredTravelPurposes = {
  [STORAGE_KEYS.travelPurposes]: TravelPurpose[];
  [STORAGE_KEYS.travelPurpose]: TravelPurpose;
};

/**
 * What to store for the chosen purposes: the list (first-seen order, no repeats) and its first
 * entry as the main purpose. Null when nothing is chosen, which the question does not allow.
 */
export function toStoredTravelPurposes(
  purposes: readonly TravelPurpose[],
): StoredTravelPurposes | null {
  const list = [...new Set(purposes)];
  const [first] = list;
  if (first === undefined) return null;
  return { [STORAGE_KEYS.travelPurposes]: list, [STORAGE_KEYS.travelPurpose]: first };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads the two stored values back (the list is stored as JSON text). Unknown purposes are
 * dropped; a missing or unreadable list falls back to the main purpose alone. Null when neither
 * holds a purpose.
 */
export function parseStoredTravelPurposes(stored: {
  travelPurposes: string | null;
  travelPurpose: string | null;
}): StoredTravelPurposes | null {
  const parsedList = stored.travelPurposes === null ? undefined : parseJson(stored.travelPurposes);
  const list = Array.isArray(parsedList)
    ? parsedList.flatMap((item) => {
        const purpose = travelPurposeSchema.safeParse(item);
        return purpose.success ? [purpose.data] : [];
      })
    : [];
  if (list.length === 0) {
    const main = travelPurposeSchema.safeParse(stored.travelPurpose);
    if (main.success) list.push(main.data);
  }
  return toStoredTravelPurposes(list);
}
