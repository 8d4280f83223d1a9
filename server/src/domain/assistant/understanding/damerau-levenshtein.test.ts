import { describe, expect, it } from 'vitest';
import { boundedDamerauLevenshtein } from './damerau-levenshtein';

const cases: ReadonlyArray<[a: string, b: string, max: number, distance: number]> = [
  ['japan', 'japan', 1, 0],
  ['jpan', 'japan', 1, 1],
  ['germny', 'germany', 2, 1],
  ['austrailia', 'australia', 2, 1],
  ['itlay', 'italy', 1, 1],
  ['brazil', 'france', 2, 3],
  ['peru', 'pure', 1, 2],
  ['abc', 'abcdef', 2, 3],
];

describe('boundedDamerauLevenshtein', () => {
  it.each(cases)('%s ~ %s (max %i) = %i', (a, b, max, distance) => {
    expect(boundedDamerauLevenshtein(a, b, max)).toBe(distance);
  });
});
