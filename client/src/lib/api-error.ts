import { errorResponseSchema } from '@common/contracts/error';

/** What went wrong with a call made through `apiRequest`, read back from the error it threw. */
export type ApiFailure =
  /** fetch itself failed: offline, DNS, refused connection, CORS. */
  | { kind: 'network' }
  /** The server answered with a non-OK status; `message` is its JSON `message`, when it sent one. */
  | { kind: 'http'; status: number; message: string | null }
  /** Anything else, such as a response that does not match its contract. */
  | { kind: 'other' };

// apiRequest throws `{status}: {body text or status text}` (product.md §10.1).
const STATUS_ERROR = /^(\d{3}): ([\s\S]*)$/;

function serverMessage(body: string): string | null {
  try {
    const parsed = errorResponseSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.message : null;
  } catch {
    return null;
  }
}

/** Classifies an error from `apiRequest`, following `cause` when a caller wrapped it. */
export function describeApiError(error: unknown): ApiFailure {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    // fetch rejects with a TypeError when no response arrives at all.
    if (current instanceof TypeError) return { kind: 'network' };
    const match = STATUS_ERROR.exec(current.message);
    if (match) {
      return { kind: 'http', status: Number(match[1]), message: serverMessage(match[2] ?? '') };
    }
    current = current.cause;
  }
  return { kind: 'other' };
}
