/** Time a client has to send a whole request, body included. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** Time a client has to send a request's headers. */
export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
// Node looks for late requests on a timer (30 s by default); checked at least this often, a
// limit is enforced within about a quarter of itself.
const MAX_CHECK_INTERVAL_MS = 1_000;

/**
 * The HTTP server's limits on slow clients. Without them a connection that sends its headers
 * and then trickles (or never sends) its body holds a socket and its parser for ever; past a
 * limit Node answers 408 and closes the connection. Idle keep-alive connections are closed by
 * Fastify's keepAliveTimeout instead.
 */
export function serverTimeouts(
  requestTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
  headersTimeoutMs = DEFAULT_HEADERS_TIMEOUT_MS,
) {
  // Node refuses a headers limit above the request limit: the whole request includes them.
  const headersTimeout = Math.min(headersTimeoutMs, requestTimeoutMs);
  const connectionsCheckingInterval = Math.max(
    1,
    Math.min(MAX_CHECK_INTERVAL_MS, Math.floor(headersTimeout / 4)),
  );
  return {
    requestTimeout: requestTimeoutMs,
    http: { requestTimeout: requestTimeoutMs, headersTimeout, connectionsCheckingInterval },
  };
}
