import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp, type App } from '../../src/app';
import { createTestDatabase } from './test-database';

type Options = {
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Registers extra routes a test needs, before the app is ready. */
  extend?: (app: FastifyInstance) => void;
};

/** The real app on a fresh real database; `close` shuts both down. */
export async function createTestApp(options: Options = {}) {
  const { database, drop } = await createTestDatabase();
  const app: App = await buildApp({
    database,
    clientDir: options.clientDir,
    logger: options.logger,
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
