import { CHAT, STORAGE_KEYS } from '@common/constants';
import { sessionIdSchema, type ReplyMetadata } from '@common/contracts/chat';
import { localStore } from '@/lib/local-storage';

// The chat session and its travel context, mirrored in local storage (platform §3) so a reload
// continues the same conversation.

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

// Storage can be unavailable (privacy mode, blocked cookies): the chat then works for one page
// view and starts afresh on reload.
function write(key: string, value: string | null): void {
  try {
    if (value === null) localStore()?.removeItem(key);
    else localStore()?.setItem(key, value);
  } catch {
    // A full storage only loses the copy; the page state still holds it.
  }
}

/** The stored session id when it is a valid 21-character id, else null. */
export function readStoredSessionId(): string | null {
  const parsed = sessionIdSchema.safeParse(localStore()?.getItem(STORAGE_KEYS.sessionId));
  return parsed.success ? parsed.data : null;
}

export function storeSessionId(sessionId: string): void {
  write(STORAGE_KEYS.sessionId, sessionId);
}

function readValue(key: string): string | null {
  const value = localStore()?.getItem(key)?.trim();
  return value ? value : null;
}

export function readStoredTravelContext(): TravelContext {
  return {
    nationality: readValue(CONTEXT_KEYS.nationality),
    destination: readValue(CONTEXT_KEYS.destination),
    fromCity: readValue(CONTEXT_KEYS.fromCity),
    toCity: readValue(CONTEXT_KEYS.toCity),
  };
}

export function storeTravelContext(context: TravelContext): void {
  for (const field of CONTEXT_FIELDS) {
    write(CONTEXT_KEYS[field], context[field]);
  }
}

export function clearStoredTravelContext(): void {
  storeTravelContext(emptyTravelContext);
}

/** A reply's metadata names the nationality and destination it understood; others stay. */
export function applyReplyMetadata(
  context: TravelContext,
  metadata: Pick<ReplyMetadata, 'nationality' | 'destination'>,
): TravelContext {
  return {
    ...context,
    nationality: metadata.nationality?.trim() || context.nationality,
    destination: metadata.destination?.trim() || context.destination,
  };
}

/** What the completion request sends for a country not known yet (platform §7.4). */
export function countryOrUnknown(value: string | null): string {
  return value ?? CHAT.unknownCountry;
}
