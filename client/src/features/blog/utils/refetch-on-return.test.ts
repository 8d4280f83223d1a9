import { describe, expect, it } from 'vitest';
import { refetchOnReturn } from './refetch-on-return';

const at = (dataUpdatedAt: number) => ({ state: { dataUpdatedAt } });

describe('refetchOnReturn', () => {
  it('asks for data it does not have', () => {
    expect(refetchOnReturn(at(0), 10_000)).toBe('always');
  });

  it('does not ask again for data fetched a moment ago', () => {
    expect(refetchOnReturn(at(9_000), 10_000)).toBe(false);
    expect(refetchOnReturn(at(10_000), 10_000)).toBe(false);
  });

  it('asks again on a later return, however fresh the cache claims to be', () => {
    expect(refetchOnReturn(at(8_000), 10_000)).toBe('always');
    expect(refetchOnReturn(at(1_000), 10_000)).toBe('always');
  });
});
