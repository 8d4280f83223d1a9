import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, findApiError, isNetworkError } from '@/lib/api-error';

describe('classifying a failed call', () => {
  const answer = new ApiError(409, '{"message":"Email already in use"}');

  it('finds the server answer, also behind errors that wrap it', () => {
    expect(findApiError(answer)).toBe(answer);
    const wrapped = new Error('Saving failed', { cause: new Error('Request', { cause: answer }) });
    expect(findApiError(wrapped)).toBe(answer);
    expect(findApiError(wrapped)?.serverMessage).toBe('Email already in use');
    expect(isNetworkError(wrapped)).toBe(false);
  });

  it('tells a call that got no answer from one whose text merely reads like an answer', () => {
    const offline = new Error('Saving failed', { cause: new TypeError('Failed to fetch') });
    expect(isNetworkError(offline)).toBe(true);
    expect(findApiError(offline)).toBeNull();
    expect(findApiError(new Error('409: {"message":"Email already in use"}'))).toBeNull();
  });

  it('finds nothing in a broken contract or a thrown non-error', () => {
    const broken = z.object({ id: z.string() }).safeParse({}).error;
    expect(findApiError(broken)).toBeNull();
    expect(isNetworkError(broken)).toBe(false);
    expect(findApiError('409: conflict')).toBeNull();
  });
});
