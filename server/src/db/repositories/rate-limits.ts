import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import { rateLimits } from '../schema';

/**
 * Counts one hit on `key` in a fixed window, atomically, in the database, so every
 * instance behind a load balancer shares the count. Returns the hits so far and the
 * milliseconds left in the window.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ hits: number; ttlMs: number }> {
  const now = new Date();
  const windowOpen = sql`${rateLimits.windowStart} > ${new Date(now.getTime() - windowMs)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${windowOpen} THEN ${rateLimits.hits} + 1 ELSE 1 END`,
        windowStart: sql`CASE WHEN ${windowOpen} THEN ${rateLimits.windowStart} ELSE ${now} END`,
      },
    })
    .returning();
  if (!row) throw new Error('rate limit upsert returned no row');
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
