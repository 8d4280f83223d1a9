import { nanoid } from 'nanoid';
import { apiRequest } from '@/lib/api-client';

export type IdempotencyKeys = {
  /** The key for this request: the one already in use while the same request is retried. */
  keyFor(body: unknown): string;
  /** The request went through: the next one, even with the same body, is a new action. */
  succeeded(body: unknown): void;
};

/**
 * The Idempotency-Key of one kind of order (a booking, a purchase). A request that failed or
 * whose answer was lost is sent again under the same key, so the server answers it with the
 * first result instead of storing it twice; a changed request or one after a success gets a
 * fresh key.
 */
export function createIdempotencyKeys(newKey: () => string = nanoid): IdempotencyKeys {
  let current: { body: string; key: string } | undefined;
  return {
    keyFor(body) {
      const text = JSON.stringify(body);
      if (current?.body !== text) current = { body: text, key: newKey() };
      return current.key;
    },
    succeeded(body) {
      if (current?.body === JSON.stringify(body)) current = undefined;
    },
  };
}

/**
 * POST of one kind of order (a booking, a purchase) under its own Idempotency-Keys: the answer
 * is parsed with `schema`, and only a parsed answer ends the key's use.
 */
export function idempotentPost<Body, Result>(
  path: string,
  schema: { parse(value: unknown): Result },
): (body: Body) => Promise<Result> {
  const keys = createIdempotencyKeys();
  return async (body) => {
    const res = await apiRequest('POST', path, body, { idempotencyKey: keys.keyFor(body) });
    const created = schema.parse(await res.json());
    keys.succeeded(body);
    return created;
  };
}
