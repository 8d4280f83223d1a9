import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Counts requests whose handlers are still running. Node's `server.close()` (and so Fastify's
 * onClose hooks) only waits for sockets: a request whose client went away keeps running its
 * handler, and closing the database under it fails that handler's queries. The database closes
 * once `whenIdle()` resolves.
 */
export function registerInFlightTracking(app: FastifyInstance) {
  const counted = new WeakSet<FastifyRequest>();
  let inFlight = 0;
  let waiters: Array<() => void> = [];

  const done = async (request: FastifyRequest) => {
    // onSend runs even when the client is gone; onResponse covers a reply that skips it.
    if (!counted.delete(request)) return;
    inFlight -= 1;
    if (inFlight === 0) {
      for (const wake of waiters) wake();
      waiters = [];
    }
  };
  app.addHook('onRequest', async (request) => {
    counted.add(request);
    inFlight += 1;
  });
  app.addHook('onSend', done);
  app.addHook('onResponse', done);

  return {
    count: () => inFlight,
    /** Resolves when no handler is running, or after `timeoutMs` (false then). */
    whenIdle(timeoutMs: number): Promise<boolean> {
      if (inFlight === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((wake) => wake !== onIdle);
          resolve(false);
        }, timeoutMs);
        const onIdle = () => {
          clearTimeout(timer);
          resolve(true);
        };
        waiters.push(onIdle);
      });
    },
  };
}
