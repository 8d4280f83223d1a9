import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY } from '@common/constants';
import { createIdempotencyKeys } from './idempotency-key';

describe('createIdempotencyKeys', () => {
  it('keeps the key while the same request is retried', () => {
    const keys = createIdempotencyKeys();
    const body = { type: 'flight', passengers: 2 };
    const key = keys.keyFor(body);
    expect(keys.keyFor({ type: 'flight', passengers: 2 })).toBe(key);
    expect(key).toMatch(IDEMPOTENCY.pattern);
  });

  it('draws a fresh key for a changed request and after a success', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor({ passengers: 2 });
    const changed = keys.keyFor({ passengers: 3 });
    expect(changed).not.toBe(first);
    keys.succeeded({ passengers: 3 });
    expect(keys.keyFor({ passengers: 3 })).not.toBe(changed);
  });

  it('ignores the success of a request it no longer holds', () => {
    const keys = createIdempotencyKeys();
    const key = keys.keyFor({ passengers: 2 });
    keys.succeeded({ passengers: 5 });
    expect(keys.keyFor({ passengers: 2 })).toBe(key);
  });
});
