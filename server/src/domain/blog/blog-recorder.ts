import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database';
import type { NewBlogEntry } from '../../db/repositories/blog-entries';
import { saveChatTurn, type ChatTurn, type SavedTurn } from '../../db/repositories/chat-messages';
import type { ResolvedInquiry } from '../assistant/assistant-types';

/** Why an inquiry earns no entry: about the own country, asked before, or its client's
 * allowance used up. */
export type BlogSkip = 'own-country' | 'already-recorded' | 'client-limit';

/** An entry to store with the turn; `release` gives the claim back when the turn is not stored. */
export type BlogClaim = { entry: NewBlogEntry; release: () => void };

type Options = {
  /** Session-and-pair keys remembered, so repeated questions skip the database. */
  maxRememberedKeys: number;
  /** Recordings allowed per client address in one window; beyond it, inquiries are skipped. */
  perClient: { max: number; windowMs: number };
  /** Client addresses tracked at once; the oldest is forgotten first. */
  maxTrackedClients: number;
  now: () => number;
};

const DEFAULTS: Options = {
  maxRememberedKeys: 50_000,
  perClient: { max: 30, windowMs: 60 * 60 * 1000 },
  maxTrackedClients: 10_000,
  now: Date.now,
};

/**
 * Decides which resolved visa inquiries become blog entries: one per session and pair (the
 * database's unique key decides across instances; the in-memory keys only save it the write),
 * and at most `perClient.max` new entries per client address a window, so no one can flood the
 * blog. The limits are per process, which is enough to make flooding slow; they need no
 * database. The entry itself is stored in the turn's statement (saveChatTurn).
 */
export function createBlogRecorder(options: Partial<Options> = {}) {
  const { maxRememberedKeys, perClient, maxTrackedClients, now } = { ...DEFAULTS, ...options };
  const remembered = new LRUCache<string, true>({ max: maxRememberedKeys });
  const clients = new LRUCache<string, { windowStart: number; count: number }>({
    max: maxTrackedClients,
  });

  /** Counts one recording for the client: how to give it back, or undefined once it has used
   * up its window. */
  function takeClientSlot(clientIp: string): (() => void) | undefined {
    const time = now();
    let current = clients.get(clientIp);
    if (current && time - current.windowStart < perClient.windowMs) {
      if (current.count >= perClient.max) return undefined;
      current.count += 1;
    } else {
      current = { windowStart: time, count: 1 };
      clients.set(clientIp, current);
    }
    const taken = current;
    return () => {
      if (clients.peek(clientIp) === taken) taken.count -= 1;
    };
  }

  return {
    claim(request: {
      clientIp: string;
      sessionId: string;
      inquiry: ResolvedInquiry;
    }): BlogClaim | BlogSkip {
      const { inquiry } = request;
      if (inquiry.category === 'own_country') return 'own-country';
      const key = `${request.sessionId}:${inquiry.nationality}:${inquiry.destination}`;
      if (remembered.has(key)) return 'already-recorded';
      const giveSlotBack = takeClientSlot(request.clientIp);
      if (!giveSlotBack) return 'client-limit';
      // Remembered at once, so concurrent repeats do not all reach the database.
      remembered.set(key, true);
      return {
        entry: {
          nationality: inquiry.nationality,
          destination: inquiry.destination,
          category: inquiry.category,
          days: inquiry.days ?? null,
        },
        // A turn that was not stored recorded nothing: a later repeat may try again.
        release: () => {
          remembered.delete(key);
          giveSlotBack();
        },
      };
    },
  };
}

export type BlogRecorder = ReturnType<typeof createBlogRecorder>;

/**
 * Stores a chat turn with the blog entry its claim holds, in one statement; a turn not stored
 * gives the claim back. The blog is a by-product, so a statement that fails with the entry is
 * tried again without it: losing an entry never costs the traveller the reply.
 */
export async function saveTurnWithBlogEntry(
  db: Db,
  turn: ChatTurn,
  claim: BlogClaim | BlogSkip | undefined,
  log: { error: (details: object, message: string) => void },
): Promise<SavedTurn> {
  if (claim === undefined || typeof claim === 'string') return saveChatTurn(db, turn);
  try {
    const saved = await saveChatTurn(db, { ...turn, blogEntry: claim.entry });
    if (saved.outcome !== 'saved') claim.release();
    return saved;
  } catch (err) {
    claim.release();
    log.error({ err }, 'blog entry not recorded');
    return saveChatTurn(db, turn);
  }
}
