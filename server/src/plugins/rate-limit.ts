import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Database, Db } from '../db/database';
import { hitRateLimit, pruneRateLimits } from '../db/repositories/rate-limits';
import { AppError } from '../lib/app-error';
import { redisStore } from './redis-rate-limit';

const routeInfoSchema = z.object({
  routeInfo: z.object({ method: z.union([z.string(), z.array(z.string())]), url: z.string() }),
});

const PRUNE_INTERVAL_MS = 60 * 1000;
const PRUNE_OLDER_THAN_MS = 60 * 60 * 1000;

/**
 * Counts through `hitRateLimit` in the database, so limits hold across every PostgreSQL
 * instance behind a load balancer.
 */
function countingStore(db: Db) {
  let lastPruneMs = Date.now();
  class CountingStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    // The plugin constructs the store with its options; children get a per-route prefix.
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      if (Date.now() - lastPruneMs >= PRUNE_INTERVAL_MS) {
        lastPruneMs = Date.now();
        void pruneRateLimits(db, PRUNE_OLDER_THAN_MS).catch(() => undefined);
      }
      hitRateLimit(db, `${this.prefix}${key}`, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    // At run time the plugin passes the route's merged limit options with the route itself as
    // `routeInfo` (its typings say otherwise), so each route counts apart.
    child(options: unknown) {
      const route = routeInfoSchema.safeParse(options);
      const id = route.success
        ? `${String(route.data.routeInfo.method)} ${route.data.routeInfo.url}`
        : '';
      return new CountingStore(`${id}:`);
    }
  }
  return CountingStore;
}

/**
 * Opt-in per route (config.rateLimit). With a Redis (REDIS_URL) every instance counts there,
 * through the plugin's own Redis store. Otherwise, on PostgreSQL the counters are shared through
 * the database; the embedded database has one process by construction (its data-directory
 * lock), so there the plugin's own in-memory store counts, and a limited request writes nothing.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  database: Database,
  redis?: Redis,
): Promise<void> {
  const store = redis
    ? redisStore(redis)
    : database.kind === 'postgres'
      ? countingStore(database.db)
      : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(store ? { store } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(429, `Too many attempts; try again in ${context.after}`),
  });
}

/** At most `max` hits per key in each window. */
export type RateLimitWindow = { max: number; windowMs: number };

/** Options of a route that is limited per IP and per a key of its own (sign-in, sign-up). */
export type RateLimitedRouteOptions = { rateLimit: RateLimitWindow };

/** A second limit on one value of the request (a username), on top of the per-IP one. */
export async function enforceRateLimit(db: Db, key: string, limit: RateLimitWindow): Promise<void> {
  const { hits, ttlMs } = await hitRateLimit(db, key, limit.windowMs);
  if (hits > limit.max) {
    throw new AppError(429, `Too many attempts; try again in ${Math.ceil(ttlMs / 1000)} seconds`);
  }
}
