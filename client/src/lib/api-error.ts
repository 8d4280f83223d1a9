import { errorResponseSchema } from '@common/contracts/error';

function readServerMessage(body: string): string | null {
  try {
    const parsed = errorResponseSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.message : null;
  } catch {
    return null;
  }
}

/**
 * A non-OK answer to a call made through the api client. Its `message` stays `{status}: {body
 * text}` (the status text for an empty body) as product.md §10.1 asks; code reads the fields.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The body's JSON `message` (product.md §10.2), or null when the body has none. */
  readonly serverMessage: string | null;
  /** The body as the server sent it. */
  readonly body: string;

  constructor(status: number, body: string, statusText = '') {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
    this.serverMessage = readServerMessage(body);
  }
}

/** The first error of `type` in `error` and the causes it wraps. */
function findInCauses<T>(error: unknown, type: abstract new (...args: never[]) => T): T | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof type) return current;
    current = current.cause;
  }
  return null;
}

/** The server's answer behind an error, following `cause` when a caller wrapped it. */
export function findApiError(error: unknown): ApiError | null {
  return findInCauses(error, ApiError);
}

/** No answer arrived (offline, DNS, refused connection, CORS): fetch rejects with a TypeError. */
export function isNetworkError(error: unknown): boolean {
  return findInCauses(error, TypeError) !== null;
}
