import { arrayMove } from '@dnd-kit/sortable';
import { useReducer } from 'react';
import { DEFAULT_STAY_DAYS, type TripCity } from '@common/trip';

/** A destination row of the multi-city planner: its city (once chosen) and its stay in days. */
export type Stop = { id: string; city: TripCity | null; stay: number };
export type StopChange = Partial<Omit<Stop, 'id'>>;

type StopsState = { stops: Stop[]; nextId: number };

type StopsAction =
  | { type: 'add'; baseId: string }
  | { type: 'update'; id: string; change: StopChange }
  | { type: 'remove'; id: string }
  | { type: 'move'; from: string; to: string };

/** The planner's first rows: the cities named in the chat, or one empty row. */
function firstStops(baseId: string, planned: readonly TripCity[]): StopsState {
  const cities = planned.length > 0 ? planned : [null];
  const stops = cities.map((city, index) => ({
    id: `${baseId}-stop-${index}`,
    city,
    stay: DEFAULT_STAY_DAYS,
  }));
  return { stops, nextId: stops.length };
}

export function stopsReducer(state: StopsState, action: StopsAction): StopsState {
  const { stops, nextId } = state;
  switch (action.type) {
    case 'add': {
      const stop = { id: `${action.baseId}-stop-${nextId}`, city: null, stay: DEFAULT_STAY_DAYS };
      return { stops: [...stops, stop], nextId: nextId + 1 };
    }
    case 'update':
      return {
        nextId,
        stops: stops.map((stop) => (stop.id === action.id ? { ...stop, ...action.change } : stop)),
      };
    case 'remove':
      return { nextId, stops: stops.filter((stop) => stop.id !== action.id) };
    case 'move': {
      const from = stops.findIndex((stop) => stop.id === action.from);
      const to = stops.findIndex((stop) => stop.id === action.to);
      return from < 0 || to < 0 ? state : { nextId, stops: arrayMove(stops, from, to) };
    }
  }
}

/** The destination rows of a multi-city form, in visiting order, and what changes them. */
export function usePlannerStops(baseId: string, planned: readonly TripCity[]) {
  const [{ stops }, dispatch] = useReducer(stopsReducer, undefined, () =>
    firstStops(baseId, planned),
  );
  return {
    stops,
    add: () => dispatch({ type: 'add', baseId }),
    update: (id: string, change: StopChange) => dispatch({ type: 'update', id, change }),
    remove: (id: string) => dispatch({ type: 'remove', id }),
    move: (from: string, to: string) => dispatch({ type: 'move', from, to }),
  };
}
