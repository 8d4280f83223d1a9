import './threadpool-size';
import { buildApp, type App } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { DatabaseUnavailableError, openDatabase, type Database } from './db/database';
import type { Redis } from 'ioredis';
import nodemailer from 'nodemailer';
import { countOutbox } from './db/repositories/email-outbox';
import { DataEncryptionKeyError, loadOrCreateKeyFile } from './db/field-encryption';
import { createLlmClient } from './domain/assistant/llm/create-llm-client';
import { createOutboxMailer } from './domain/mail/outbox-mailer';
import { clientDistDir, migrationsFolder } from './paths';
import { connectRateLimitRedis } from './plugins/redis-rate-limit';
import { createShutdown } from './shutdown';

// Longest a shutdown may take before the process gives up on in-flight requests.
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Start-up problems a user can fix: one line, no stack trace. */
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const DATA_ENCRYPTION_KEY_REQUIRED =
  'DATA_ENCRYPTION_KEY must be set when DATABASE_URL is set (32 bytes in base64: openssl rand -base64 32)';

/** DATA_ENCRYPTION_KEY, or for the embedded database the key file in DATA_DIR. */
function resolveDataEncryptionKey(config: Config): Buffer {
  if (config.dataEncryptionKey) return config.dataEncryptionKey;
  if (config.database.kind !== 'pglite')
    throw new DataEncryptionKeyError(DATA_ENCRYPTION_KEY_REQUIRED);
  return loadOrCreateKeyFile(config.database.dataDir);
}

/** The shared rate-limit store of REDIS_URL, connected; a start without it stops here. */
async function connectRedisOrFail(
  url: string | undefined,
  database: Database,
): Promise<Redis | undefined> {
  if (!url) return undefined;
  try {
    return await connectRateLimitRedis(url);
  } catch (error) {
    await database.close();
    // Host and port only: the URL may carry a password.
    const { host } = new URL(url);
    fail(
      `Cannot reach Redis at ${host} (REDIS_URL): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  // PostgreSQL is shared by instances that must all hold one key: none may make up its own.
  if (config.database.kind === 'postgres' && !config.dataEncryptionKey) {
    fail(DATA_ENCRYPTION_KEY_REQUIRED);
  }

  let database: Database;
  try {
    database = await openDatabase(config.database, migrationsFolder);
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DatabaseUnavailableError) {
      fail(error.message);
    }
    throw error;
  }

  let dataEncryptionKey: Buffer;
  try {
    dataEncryptionKey = resolveDataEncryptionKey(config);
  } catch (error) {
    await database.close();
    if (error instanceof DataEncryptionKeyError) fail(error.message);
    throw error;
  }
  const rateLimitRedis = await connectRedisOrFail(config.redisUrl, database);

  let app: App;
  // The app's logger exists only once the app is built; the LLM is first asked after that.
  const llm = config.llm
    ? createLlmClient({
        ...config.llm,
        logger: { warn: (details, message) => app.log.warn(details, message) },
      })
    : undefined;
  const mailer = config.mail
    ? createOutboxMailer({
        db: database.db,
        transport: nodemailer.createTransport({
          url: config.mail.smtpUrl,
          connectionTimeout: 30_000,
          socketTimeout: 60_000,
        }),
        from: config.mail.from,
        // The app exists by the time the mailer starts (below): mail PDFs use its PDF threads.
        renderPdf: (document, verifyUrl) => app.pdf.document(document, verifyUrl),
        logger: {
          info: (details, message) => app.log.info(details, message),
          warn: (details, message) => app.log.warn(details, message),
          error: (details, message) => app.log.error(details, message),
        },
      })
    : undefined;
  try {
    app = await buildApp({
      database,
      clientDir: clientDistDir,
      logger: { level: config.logLevel },
      trustProxy: config.trustProxy,
      authRateLimitMax: config.authRateLimitMax,
      chatRateLimitMax: config.chatRateLimitMax,
      chatTurnRateLimitMax: config.chatTurnRateLimitMax,
      loadShedding: { maxEventLoopDelayMs: config.maxEventLoopDelayMs },
      requestTimeoutMs: config.requestTimeoutMs,
      headersTimeoutMs: config.headersTimeoutMs,
      allowedOrigins: config.allowedOrigins,
      llm,
      mailer,
      dataEncryptionKey,
      rateLimitRedis,
    });
    await app.listen({ port: config.port, host: config.host });
    app.log.info(
      { ...(await countOutbox(database.db)), transport: mailer ? 'smtp' : 'none' },
      mailer ? 'mail outbox: sending' : 'mail outbox: no SMTP_URL, mail stays queued',
    );
    mailer?.start();
  } catch (error) {
    await database.close();
    if (error instanceof DataEncryptionKeyError) fail(error.message);
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    if (code === 'EADDRINUSE')
      fail(`Port ${config.port} is already in use; set PORT to a free port.`);
    throw error;
  }

  const shutdown = createShutdown(app, SHUTDOWN_TIMEOUT_MS);
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const clean = await shutdown();
    app.log.info('database closed');
    process.exit(clean ? 0 : 1);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  // A crash must still close PGlite cleanly before the process ends.
  process.once('uncaughtException', (error) => {
    app.log.fatal({ err: error }, 'uncaught exception');
    void database.close().finally(() => process.exit(1));
  });
  process.once('unhandledRejection', (reason) => {
    app.log.fatal({ err: reason }, 'unhandled rejection');
    void database.close().finally(() => process.exit(1));
  });
}

void main().catch((error: unknown) => {
  process.stderr.write(
    `Server failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
