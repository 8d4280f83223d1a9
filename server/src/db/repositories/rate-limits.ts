import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import { preparedPerDatabase } from '../prepared';
import { rateLimits } from '../schema';

type HitCount = { hits: number; ttlMs: number };

const upsertHit = preparedPerDatabase('hit_rate_limit', (db) => {
  const windowOpen = sql`${rateLimits.windowStart} > ${sql.placeholder('openedAfter')}::timestamptz`;
  return db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), windowStart: sql.placeholder('now'), hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${windowOpen} THEN ${rateLimits.hits} + 1 ELSE 1 END`,
        windowStart: sql`CASE WHEN ${windowOpen} THEN ${rateLimits.windowStart} ELSE excluded.window_start END`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
});

/**
 * Counts one hit on `key` in a fixed window, atomically: one upsert that starts the window
 * afresh once it has closed. The count is in the database, so every instance behind a load
 * balancer shares it. Returns the hits so far and the milliseconds left in the window.
 */
export async function hitRateLimit(db: Db, key: string, windowMs: number): Promise<HitCount> {
  // Stored as UTF-8, a lone surrogate (from a fuzzed username, say) becomes U+FFFD: the key is
  // made well-formed first, so it matches the key the upsert answers with.
  const wellFormed = key.replace(/\p{Surrogate}/gu, '\uFFFD');
  // One clock reading for the window's start and the time left, so the time left never
  // exceeds the window.
  const now = new Date();
  const [row] = await upsertHit(db).execute({
    key: wellFormed,
    now,
    openedAfter: new Date(now.getTime() - windowMs).toISOString(),
  });
  if (!row) throw new Error(`rate limit upsert returned no row for ${wellFormed}`);
  return {
    hits: row.hits,
    ttlMs: Math.max(0, row.windowStart.getTime() + windowMs - now.getTime()),
  };
}

/** Drops counters whose window closed long ago, so the table stays small. */
export async function pruneRateLimits(db: Db, olderThanMs: number): Promise<void> {
  await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} < ${new Date(Date.now() - olderThanMs)}`);
}
