import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp, type App, type AppOptions } from '../../src/app';
import type { Database } from '../../src/db/database';
import type { OutboxMailer } from '../../src/domain/mail/outbox-mailer';
import { connectRateLimitRedis } from '../../src/plugins/redis-rate-limit';
import { TEST_DATA_ENCRYPTION_KEY } from './data-encryption-key';
import { createTestDatabase } from './test-database';
import { registerUser } from './test-users';

type Options = {
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  pdf?: AppOptions['pdf'];
  /** Load shedding; off unless a test asks for it (a busy CI machine lags by itself). */
  loadShedding?: AppOptions['loadShedding'];
  /** Chat turns per address a minute; unlimited in effect unless a test asks, as every test
   * chats from one address (the limit itself is tested in chat-limits.test.ts). */
  chatTurnRateLimitMax?: number;
  /** Registers extra routes a test needs, before the app is ready. */
  extend?: (app: FastifyInstance) => void;
  /** A mailer for the app's database; without one the app sends nothing, like `npm start`. */
  mailer?: (database: Database) => OutboxMailer;
  /** Counts per-address rate limits in this Redis, as REDIS_URL makes `npm start` do. */
  redisUrl?: string;
  /** Another instance on this app's database (several instances behind a load balancer);
   * its `close` leaves the database to its first app. */
  onDatabaseOf?: { database: Database };
};

/** The real app on a fresh real database; `close` shuts both down. */
export async function createTestApp(options: Options = {}) {
  const { database, drop, url } = options.onDatabaseOf
    ? { database: sharing(options.onDatabaseOf.database), drop: async () => {}, url: undefined }
    : await createTestDatabase();
  const rateLimitRedis = options.redisUrl
    ? await connectRateLimitRedis(options.redisUrl)
    : undefined;
  const app: App = await buildApp({
    database,
    clientDir: options.clientDir,
    logger: options.logger,
    mailer: options.mailer?.(database),
    pdf: options.pdf,
    loadShedding: options.loadShedding ?? { maxEventLoopDelayMs: 0 },
    chatTurnRateLimitMax: options.chatTurnRateLimitMax ?? 1_000_000,
    dataEncryptionKey: TEST_DATA_ENCRYPTION_KEY,
    rateLimitRedis,
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    /** The PostgreSQL database's URL; undefined on PGlite. */
    databaseUrl: url,
    /** The Redis client the rate limits count through, when `redisUrl` was given. */
    rateLimitRedis,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/** The database as a second instance sees it: closing that instance leaves it open. */
function sharing(database: Database): Database {
  return { ...database, close: async () => {} };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type TestUser = Awaited<ReturnType<typeof registerUser>>;

/** The real app with two signed-up users, for the files that check one user against another. */
export async function createTestAppWithTwoUsers(): Promise<{
  ctx: TestApp;
  alice: TestUser;
  bob: TestUser;
}> {
  const ctx = await createTestApp();
  return { ctx, alice: await registerUser(ctx.app), bob: await registerUser(ctx.app) };
}
