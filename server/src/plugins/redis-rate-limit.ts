import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { Redis } from 'ioredis';

/** Keys of AlgoTrip's counters, so a Redis shared with other software keeps them apart. */
const KEY_PREFIX = 'algotrip:rate-limit:';
/** A count Redis has not answered in this long fails the request (503) rather than hold it. */
const COMMAND_TIMEOUT_MS = 2_000;
const CONNECT_TIMEOUT_MS = 5_000;

/** A rate-limit count that could not be made because Redis cannot be reached: a 503. */
export class RateLimitStoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The rate-limit store (Redis) cannot be reached', { cause });
    this.name = 'RateLimitStoreUnavailableError';
  }
}

/**
 * Connects to the Redis of REDIS_URL, which every instance shares for its rate-limit counts
 * (docs/operations.md, "Several instances"). Resolves once connected; rejects when it cannot be.
 * Afterwards a count made while Redis is away fails at once instead of queueing for a reconnect,
 * and the client keeps reconnecting by itself.
 */
export async function connectRateLimitRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
  });
  // Without a listener a lost connection would be an unhandled 'error' event; requests learn of
  // it from their failed counts.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  return redis;
}

type StoreOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean };

/** A store whose failed counts are raised as RateLimitStoreUnavailableError. */
class FailedCountIsUnavailable implements FastifyRateLimitStore {
  constructor(private readonly inner: FastifyRateLimitStore) {}

  incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>): void {
    this.inner.incr(
      key,
      (error, result) =>
        error ? callback(new RateLimitStoreUnavailableError(error)) : callback(null, result),
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new FailedCountIsUnavailable(this.inner.child(routeOptions));
  }
}

/**
 * @fastify/rate-limit's Redis store (what its `redis` option builds), with a failed count raised
 * as RateLimitStoreUnavailableError so the error handler answers 503 with Retry-After, as it does
 * for a lost database, instead of 500. The plugin constructs it with its merged options.
 */
export function redisStore(redis: Redis): new (options: StoreOptions) => FastifyRateLimitStore {
  return class extends FailedCountIsUnavailable {
    constructor(options: StoreOptions) {
      const { continueExceeding = false, exponentialBackoff = false } = options;
      super(new RedisStore(continueExceeding, exponentialBackoff, redis, KEY_PREFIX));
    }
  };
}
