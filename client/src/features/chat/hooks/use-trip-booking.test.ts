import { describe, expect, it } from 'vitest';
import type { TripSelection } from '@common/trip';
import { routeLabel } from '@/features/chat/hooks/use-trip-booking';

const TRIP: TripSelection = {
  mode: 'multi',
  from: { name: 'Delhi', country: 'IN', airport: 'DEL' },
  destinations: [
    { name: 'Paris', country: 'FR', airport: 'CDG' },
    { name: 'Lyon', country: 'FR', airport: 'LYS' },
  ],
  flightType: 'oneway',
};

describe('the trip of a conversation', () => {
  it('reads a route in visiting order', () => {
    expect(routeLabel(TRIP)).toBe('Delhi → Paris → Lyon');
  });
});
