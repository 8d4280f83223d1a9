import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createBatcher, perDatabase } from '../batcher';
import { isSoleWriter, type Db } from '../database';
import { rateLimits } from '../schema';

type Hit = { key: string; windowMs: number };
type HitCount = { hits: number; ttlMs: number };

const countedSchema = z.object({
  rows: z.array(
    z.object({ key: z.string(), hits: z.coerce.number(), window_start_ms: z.coerce.number() }),
  ),
});

/**
 * One upsert for many keys of one window length, each counted `n` times: a key array and a
 * count array unnested into rows, so the statement is the same for any number of keys.
 */
async function countHits(
  db: Db,
  windowMs: number,
  counts: ReadonlyMap<string, number>,
  nowMs: number,
): Promise<Map<string, { hits: number; windowStartMs: number }>> {
  const now = new Date(nowMs);
  const windowOpen = sql`${rateLimits}.window_start > ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    INSERT INTO ${rateLimits} (key, window_start, hits)
    SELECT key, ${now.toISOString()}::timestamptz, hits::integer
    FROM unnest(${sql.param([...counts.keys()])}::text[], ${sql.param([...counts.values()].map(String))}::text[]) AS t(key, hits)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN ${windowOpen} THEN ${rateLimits}.hits + excluded.hits ELSE excluded.hits END,
      window_start = CASE WHEN ${windowOpen} THEN ${rateLimits}.window_start ELSE excluded.window_start END
    RETURNING key, hits, (extract(epoch FROM window_start) * 1000)::float8 AS window_start_ms`);
  // Both drivers answer { rows }; checked, as anything that crosses into the process.
  return new Map(
    countedSchema
      .parse(result)
      .rows.map((row) => [row.key, { hits: row.hits, windowStartMs: row.window_start_ms }]),
  );
}

// Rate-limited routes count every request: the hits of one event-loop turn share one upsert
// per window length. A key hit k times in a batch is counted k at once (an upsert may touch
// a row only once), and its callers get the successive totals, as if they had come one by one.
const hitBatches = perDatabase((db: Db) =>
  createBatcher(async (hits: readonly Hit[]): Promise<HitCount[]> => {
    const now = Date.now();
    const results: HitCount[] = [];
    for (const windowMs of new Set(hits.map((hit) => hit.windowMs))) {
      const counts = new Map<string, number>();
      for (const hit of hits) {
        if (hit.windowMs === windowMs) counts.set(hit.key, (counts.get(hit.key) ?? 0) + 1);
      }
      // One clock reading for the window's start and the time left, so the time left never
      // exceeds the window (a later reading for the start made it a millisecond longer).
      const totals = await countHits(db, windowMs, counts, now);
      const handedOut = new Map<string, number>();
      hits.forEach((hit, i) => {
        if (hit.windowMs !== windowMs) return;
        const total = totals.get(hit.key);
        if (!total) throw new Error(`rate limit upsert returned no row for ${hit.key}`);
        const before = handedOut.get(hit.key) ?? 0;
        handedOut.set(hit.key, before + 1);
        results[i] = {
          hits: total.hits - (counts.get(hit.key) ?? 1) + before + 1,
          ttlMs: Math.max(0, total.windowStartMs + windowMs - now),
        };
      });
    }
    return results;
  }),
);

// On a database only this process writes (PGlite), the counts live in memory: they are then
// the whole truth, and a hit costs no statement (decision 018). A restart starts them afresh.
type Window = { hits: number; startMs: number; windowMs: number };
// Closed windows are dropped at most this often: a pass over every key, so not on every hit.
const SWEEP_INTERVAL_MS = 10_000;
const memoryCounters = perDatabase((_db: Db) => {
  const windows = new Map<string, Window>();
  let lastSweepMs = Date.now();
  const sweep = (nowMs: number, olderThanMs: number) => {
    for (const [key, window] of windows) {
      if (window.startMs + Math.max(window.windowMs, olderThanMs) <= nowMs) windows.delete(key);
    }
  };
  return {
    hit(key: string, windowMs: number): HitCount {
      const now = Date.now();
      if (now - lastSweepMs >= SWEEP_INTERVAL_MS) {
        lastSweepMs = now;
        sweep(now, 0);
      }
      // Keyed by window length too, as the table's upserts are grouped by it.
      const id = `${windowMs}:${key}`;
      let window = windows.get(id);
      if (!window || window.startMs + windowMs <= now) {
        window = { hits: 0, startMs: now, windowMs };
        windows.set(id, window);
      }
      window.hits++;
      return { hits: window.hits, ttlMs: window.startMs + windowMs - now };
    },
    sweep,
  };
});

/**
 * Counts one hit on `key` in a fixed window, atomically. On PostgreSQL the count is in the
 * database, so every instance behind a load balancer shares it. Returns the hits so far and
 * the milliseconds left in the window.
 */
export async function hitRateLimit(db: Db, key: string, windowMs: number): Promise<HitCount> {
  // Stored as UTF-8, a lone surrogate (from a fuzzed username, say) becomes U+FFFD: the key is
  // made well-formed first, so it matches the key the upsert answers with.
  const wellFormed = key.replace(/\p{Surrogate}/gu, '\uFFFD');
  if (isSoleWriter(db)) return memoryCounters(db).hit(wellFormed, windowMs);
  return hitBatches(db)({ key: wellFormed, windowMs });
}

/** Drops counters whose window closed long ago, so the table (or the map) stays small. */
export async function pruneRateLimits(db: Db, olderThanMs: number): Promise<void> {
  if (isSoleWriter(db)) {
    memoryCounters(db).sweep(Date.now(), olderThanMs);
    return;
  }
  await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} < ${new Date(Date.now() - olderThanMs)}`);
}
