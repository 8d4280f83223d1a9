import { describe, expect, it } from 'vitest';
import { DEFAULT_STAY_DAYS } from '@common/trip';
import { stopsReducer, type Stop } from '@/features/trip-planning/hooks/use-planner-stops';

const TOKYO = { name: 'Tokyo', country: 'JP', airport: 'HND' };
const stop = (id: string, city: Stop['city'] = null): Stop => ({ id, city, stay: 1 });
const start = { stops: [stop('a', TOKYO), stop('b'), stop('c')], nextId: 3 };
const ids = (state: { stops: Stop[] }) => state.stops.map((s) => s.id);

describe('the multi-city planner rows', () => {
  it('adds an empty row with a new id, even after a removal', () => {
    const removed = stopsReducer(start, { type: 'remove', id: 'c' });
    const added = stopsReducer(removed, { type: 'add', baseId: 'p' });
    expect(ids(added)).toEqual(['a', 'b', 'p-stop-3']);
    expect(added.stops[2]).toMatchObject({ city: null, stay: DEFAULT_STAY_DAYS });
  });

  it('changes only the row it names', () => {
    const next = stopsReducer(start, { type: 'update', id: 'b', change: { stay: 4 } });
    expect(next.stops.map((s) => s.stay)).toEqual([1, 4, 1]);
    expect(next.stops[0]?.city).toEqual(TOKYO);
  });

  it('moves a row to the place of another, both ways', () => {
    expect(ids(stopsReducer(start, { type: 'move', from: 'c', to: 'b' }))).toEqual(['a', 'c', 'b']);
    expect(ids(stopsReducer(start, { type: 'move', from: 'a', to: 'c' }))).toEqual(['b', 'c', 'a']);
  });

  it('ignores a move naming a row that is gone', () => {
    expect(stopsReducer(start, { type: 'move', from: 'x', to: 'b' })).toBe(start);
  });
});
