import { buildApp, type App } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { DatabaseUnavailableError, openDatabase, type Database } from './db/database';
import { createLlmClient } from './domain/assistant/llm/create-llm-client';
import { clientDistDir, migrationsFolder } from './paths';
import { createShutdown } from './shutdown';

// Longest a shutdown may take before the process gives up on in-flight requests.
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Start-up problems a user can fix: one line, no stack trace. */
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
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

  let app: App;
  // The app's logger exists only once the app is built; the LLM is first asked after that.
  const llm = config.llm
    ? createLlmClient({
        ...config.llm,
        logger: { warn: (details, message) => app.log.warn(details, message) },
      })
    : undefined;
  try {
    app = await buildApp({
      database,
      clientDir: clientDistDir,
      logger: { level: config.logLevel },
      trustProxy: config.trustProxy,
      authRateLimitMax: config.authRateLimitMax,
      requestsPerTurn: config.requestsPerTurn,
      llm,
    });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
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
