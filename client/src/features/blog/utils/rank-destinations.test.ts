import { describe, expect, it } from 'vitest';
import { rankDestinations } from './rank-destinations';

describe('rankDestinations', () => {
  it('puts the most asked-about destination first and keeps ties in the given order', () => {
    const ranked = rankDestinations([
      { destination: 'France', tag: 'france', count: 2 },
      { destination: 'Japan', tag: 'japan', count: 5 },
      { destination: 'Italy', tag: 'italy', count: 2 },
    ]);
    expect(ranked.map((item) => item.destination)).toEqual(['Japan', 'France', 'Italy']);
  });

  it('leaves the given list untouched', () => {
    const given = [
      { destination: 'France', tag: 'france', count: 1 },
      { destination: 'Japan', tag: 'japan', count: 3 },
    ];
    rankDestinations(given);
    expect(given[0]?.destination).toBe('France');
  });
});
