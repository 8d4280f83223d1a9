import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database';
import { insertBlogEntry } from '../../db/repositories/blog-entries';
import type { ResolvedInquiry } from '../assistant/assistant-types';

export type RecordOutcome = 'recorded' | 'already-recorded' | 'own-country' | 'client-limit';

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
 * Records resolved visa inquiries for the blog: one entry per session and pair (the database's
 * unique key decides across instances; the in-memory keys only save it the round trip), and
 * at most `perClient.max` new entries per client address a window, so no one can flood the blog.
 * The limits are per process, which is enough to make flooding slow; they need no database.
 */
export function createBlogRecorder(options: Partial<Options> = {}) {
  const { maxRememberedKeys, perClient, maxTrackedClients, now } = { ...DEFAULTS, ...options };
  const remembered = new LRUCache<string, true>({ max: maxRememberedKeys });
  const clients = new LRUCache<string, { windowStart: number; count: number }>({
    max: maxTrackedClients,
  });

  /** Counts one recording for the client; false once it has used up its window. */
  function takeClientSlot(clientIp: string): boolean {
    const time = now();
    const current = clients.get(clientIp);
    if (current && time - current.windowStart < perClient.windowMs) {
      if (current.count >= perClient.max) return false;
      current.count += 1;
      return true;
    }
    clients.set(clientIp, { windowStart: time, count: 1 });
    return true;
  }

  return {
    async record(
      db: Db,
      request: { clientIp: string; sessionId: string; inquiry: ResolvedInquiry },
    ): Promise<RecordOutcome> {
      const { inquiry } = request;
      if (inquiry.category === 'own_country') return 'own-country';
      const key = `${request.sessionId}:${inquiry.nationality}:${inquiry.destination}`;
      if (remembered.has(key)) return 'already-recorded';
      if (!takeClientSlot(request.clientIp)) return 'client-limit';

      // Remembered before the insert, so concurrent repeats do not all reach the database.
      remembered.set(key, true);
      try {
        const inserted = await insertBlogEntry(db, {
          sessionId: request.sessionId,
          nationality: inquiry.nationality,
          destination: inquiry.destination,
          category: inquiry.category,
          days: inquiry.days ?? null,
        });
        return inserted ? 'recorded' : 'already-recorded';
      } catch (error) {
        // Let a later repeat try again.
        remembered.delete(key);
        throw error;
      }
    },
  };
}

export type BlogRecorder = ReturnType<typeof createBlogRecorder>;
