import type { FastifyInstance } from 'fastify';

/** Answers a request whose client left before its body was read (nobody reads it; nginx's code). */
export const CLIENT_CLOSED_REQUEST = 499;

/**
 * A request whose client went away while it waited (for its turn, a rate-limit count, a session
 * look-up) is not parsed: its body stream closed before anyone listened to it, so the parser
 * would wait forever for its end, and shutdown with it (in-flight requests never finished). It
 * ends here instead, through onSend like any other reply. The socket can be gone a moment
 * before its request is marked destroyed.
 */
export function registerAbandonedRequestCheck(app: FastifyInstance): void {
  app.addHook('preParsing', (request, reply, payload, done) => {
    if (request.raw.destroyed || request.raw.socket?.destroyed) {
      void reply
        .code(CLIENT_CLOSED_REQUEST)
        .send({ message: 'The client closed the connection before its request was read' });
      return;
    }
    done(null, payload);
  });
}
