import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';

/** Longest mean event-loop delay (ms) before new requests are turned away with 503; 0: never. */
export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 1_000;
export const SERVER_BUSY_MESSAGE = 'The server is busy; please try again in a moment';
// Seconds a client should wait before retrying.
export const BUSY_RETRY_AFTER_SECONDS = 5;
// The delay is a mean over one-second samples; the start-up's own work (routes, geography)
// fills the first ones and is not load.
const WARM_UP_MS = 2_500;

/** The error the error handler answers 503 with Retry-After. */
export class ServerBusyError extends Error {
  readonly statusCode = 503;
  constructor() {
    super(SERVER_BUSY_MESSAGE);
  }
}

export type LoadSheddingOptions = { maxEventLoopDelayMs?: number; warmUpMs?: number };

/**
 * Sheds load when the event loop falls behind (@fastify/under-pressure): every request is then
 * answered at once with 503 and Retry-After instead of queueing behind the backlog.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  options: LoadSheddingOptions = {},
): Promise<void> {
  let armed = false;
  app.addHook('onReady', async () => {
    setTimeout(() => (armed = true), options.warmUpMs ?? WARM_UP_MS).unref();
  });
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs ?? DEFAULT_MAX_EVENT_LOOP_DELAY_MS,
    pressureHandler: async () => {
      if (armed) throw new ServerBusyError();
    },
  });
}
