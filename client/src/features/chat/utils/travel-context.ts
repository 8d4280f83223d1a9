import { CHAT, STORAGE_KEYS } from '@common/constants';
import type { Conversation } from '@common/contracts/chat';
import { localStore } from '@/lib/local-storage';

// The chat session and its travel context, mirrored in local storage from what the server
// answers. The server owns the conversation; the mirror is a copy for the page and its dialogs,
// written whole from each answer, so a reply that changes nothing erases nothing.

export type TravelContext = {
  nationality: string | null;
  destination: string | null;
  fromCity: string | null;
  toCity: string | null;
};

export const emptyTravelContext: TravelContext = {
  nationality: null,
  destination: null,
  fromCity: null,
  toCity: null,
};

const CONTEXT_FIELDS = ['nationality', 'destination', 'fromCity', 'toCity'] as const;

const CONTEXT_KEYS = {
  nationality: STORAGE_KEYS.nationality,
  destination: STORAGE_KEYS.destination,
  fromCity: STORAGE_KEYS.fromCity,
  toCity: STORAGE_KEYS.toCity,
} as const satisfies Record<keyof TravelContext, string>;

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
  for (const field of CONTEXT_FIELDS) {
    write(CONTEXT_KEYS[field], context[field]);
  }
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

/** What the completion request sends for a country not known yet ('Unknown'). */
export function countryOrUnknown(value: string | null): string {
  return value ?? CHAT.unknownCountry;
}
