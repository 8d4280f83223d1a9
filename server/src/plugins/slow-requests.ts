import type { FastifyInstance } from 'fastify';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** A response slower than this is logged at warn with its route and time. */
const SLOW_REQUEST_MS = 1000;
/** How often the event loop's worst delay is checked; a stall past SLOW_REQUEST_MS is logged. */
const LOOP_CHECK_MS = 10_000;

/**
 * Warns about what an operator needs to see without debug logs: slow responses (by route, never
 * with the query string, which can hold ids) and event-loop stalls (the embedded database runs
 * its queries on the server's own thread).
 */
export function registerSlowRequestWarnings(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.elapsedTime < SLOW_REQUEST_MS) return;
    request.log.warn(
      {
        route: `${request.method} ${request.routeOptions.url ?? '(no route)'}`,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime),
      },
      'slow request',
    );
  });

  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  const timer = setInterval(() => {
    const worstMs = loop.max / 1e6;
    if (worstMs >= SLOW_REQUEST_MS)
      app.log.warn({ worstDelayMs: Math.round(worstMs) }, 'event loop stalled');
    loop.reset();
  }, LOOP_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    loop.disable();
  });
}
