import { STORAGE_KEYS } from '@common/constants';
import type { Conversation } from '@common/contracts/chat';
import {
  clearStoredTravelPreferences,
  storeTravelPreferences,
} from '@/lib/travel-preferences-storage';
import { localStore } from '@/lib/local-storage';
import { storeTravelPurposes } from '@/lib/travel-purposes';
import {
  clearStoredVisaQuestionnaire,
  storeVisaQuestionnaire,
} from '@/lib/visa-questionnaire-storage';

// The chat session and its travel context, mirrored in local storage from what the server
// answers. The server owns the conversation; the mirror is a copy for the page and its dialogs,
// written whole from each answer, so a reply that changes nothing erases nothing.

/** Each field is stored under the storage key of the same name. */
const CONTEXT_FIELDS = ['nationality', 'destination', 'fromCity', 'toCity'] as const;

export type TravelContext = Record<(typeof CONTEXT_FIELDS)[number], string | null>;

export const emptyTravelContext: TravelContext = {
  nationality: null,
  destination: null,
  fromCity: null,
  toCity: null,
};

// Storage can be unavailable (privacy mode, blocked cookies): the mirror is then lost, nothing
// else (the conversation lives on the server).
function write(key: string, value: string | null): void {
  try {
    if (value === null) localStore()?.removeItem(key);
    else localStore()?.setItem(key, value);
  } catch {
    // A full storage only loses the copy; the page state still holds it.
  }
}

export function storeSessionId(sessionId: string): void {
  write(STORAGE_KEYS.sessionId, sessionId);
}

export function storeTravelContext(context: TravelContext): void {
  for (const field of CONTEXT_FIELDS) write(STORAGE_KEYS[field], context[field]);
}

/** The travel context a conversation establishes: its countries and its first two cities. */
export function travelContextOf(conversation: Conversation): TravelContext {
  const trip = conversation.trip;
  return {
    nationality: conversation.nationality ?? null,
    destination: conversation.destination ?? null,
    fromCity: trip?.from.name ?? null,
    toCity: trip?.destinations[0]?.name ?? null,
  };
}

/**
 * Writes the conversation the server answered into local storage (the travel context, the
 * purposes, the questionnaire's and the wizard's answers), whole: what the conversation does
 * not hold is removed, what it holds is never lost to a reply that left it unchanged.
 */
export function mirrorConversation(conversation: Conversation): void {
  storeTravelContext(travelContextOf(conversation));
  if (conversation.travelPurposes) storeTravelPurposes(conversation.travelPurposes);
  if (conversation.visaQuestionnaire) storeVisaQuestionnaire(conversation.visaQuestionnaire);
  else clearStoredVisaQuestionnaire();
  if (conversation.travelPreferences) storeTravelPreferences(conversation.travelPreferences);
  else clearStoredTravelPreferences();
}
