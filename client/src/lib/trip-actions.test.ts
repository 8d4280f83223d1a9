import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@common/contracts/chat';
import type { TripSelection } from '@common/trip';
import { tripUpTo } from '@/lib/trip-actions';

const TRIP: TripSelection = {
  mode: 'multi',
  from: { name: 'Delhi', country: 'IN', airport: 'DEL' },
  destinations: [
    { name: 'Paris', country: 'FR', airport: 'CDG' },
    { name: 'Lyon', country: 'FR', airport: 'LYS' },
  ],
  flightType: 'oneway',
};

function reply(id: string, metadata: ChatMessage['metadata']): ChatMessage {
  return { id, role: 'assistant', content: id, timestamp: '', type: 'text', metadata };
}

const booking = (type: 'flight' | 'hotel') =>
  ({ type }) as unknown as NonNullable<NonNullable<ChatMessage['metadata']>['booking']>;

describe('the trip of a conversation', () => {
  const first = reply('a', { flowStep: 'city_selection' });
  const chosen = reply('b', { flowStep: 'multi_city_services', trip: TRIP });
  const later = reply('c', { flowStep: 'booking_confirmation', booking: booking('flight') });

  it('is the newest trip chosen up to a message', () => {
    expect(tripUpTo([first, chosen, later])).toEqual(TRIP);
    expect(tripUpTo([first, chosen, later], first)).toBeNull();
    expect(tripUpTo([first, chosen, later], chosen)).toEqual(TRIP);
  });
});
