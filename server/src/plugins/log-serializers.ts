import type { FastifyRequest, FastifyServerOptions } from 'fastify';

// What the logs may say about a request and an error. They must not become a second copy of
// personal data: a failed statement carries every value it tried to store (Drizzle puts them
// in its message, both drivers in a `params` property, PostgreSQL in `detail`), and a URL may
// hold the id of an anonymous chat session, the only credential that conversation has.

/** Error properties worth logging; anything else (params, detail, where …) is left out. */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'syscall',
  'errno',
] as const;
const MAX_CAUSE_DEPTH = 5;

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  query?: string;
  cause?: LoggedError;
  errors?: LoggedError[];
  [field: string]: unknown;
};

/** A failed statement as Drizzle reports it: the SQL text and, apart, its values. */
function failedQueryText(error: Error): string | undefined {
  const { query, params } = error as { query?: unknown; params?: unknown };
  return typeof query === 'string' && params !== undefined ? query : undefined;
}

/** The stack's frames only: its first lines repeat the message, values and all. */
function framesOf(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** The error, its code and where it came from, without the values of a failed statement. */
export function serializeError(value: unknown, depth = 0): LoggedError {
  if (!(value instanceof Error)) return { type: typeof value, message: String(value), stack: '' };
  const type = value.constructor.name || 'Error';
  const query = failedQueryText(value);
  const logged: LoggedError = query
    ? { type, message: `Failed query: ${query}`, query, stack: framesOf(value.stack) }
    : { type, message: value.message, stack: value.stack ?? '' };
  const fields = value as unknown as Record<string, unknown>;
  for (const field of SAFE_ERROR_FIELDS) {
    const fieldValue = fields[field];
    if (typeof fieldValue === 'string' || typeof fieldValue === 'number')
      logged[field] = fieldValue;
  }
  if (depth < MAX_CAUSE_DEPTH) {
    if (value.cause !== undefined) logged.cause = serializeError(value.cause, depth + 1);
    if (value instanceof AggregateError)
      logged.errors = value.errors.map((inner: unknown) => serializeError(inner, depth + 1));
  }
  return logged;
}

/**
 * The path a request is logged under: without its query string, and with the route's pattern
 * in place of the values of its parameters (/api/chat/messages/:sessionId/recent).
 */
export function loggedUrl(request: FastifyRequest): string {
  const pattern = request.routeOptions?.url;
  if (pattern?.includes(':')) return pattern;
  const query = request.url.indexOf('?');
  return query === -1 ? request.url : request.url.slice(0, query);
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The app's logger options with the serializers above (none when logging is off). */
export function withSafeSerializers(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      ...options.serializers,
      req: serializeRequest,
      err: (error: Error) => serializeError(error),
    },
  };
}
