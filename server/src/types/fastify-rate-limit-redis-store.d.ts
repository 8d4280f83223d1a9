// @fastify/rate-limit's own Redis store (the one its `redis` option builds), which its typings
// do not export; server/src/plugins/redis-rate-limit.ts wraps it to tell a lost Redis apart.
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    key?: string,
  ) => FastifyRateLimitStore;
  // The file is CommonJS (`module.exports = RedisStore`): its one export is the default.
  // eslint-disable-next-line import-x/no-default-export
  export default RedisStore;
}
