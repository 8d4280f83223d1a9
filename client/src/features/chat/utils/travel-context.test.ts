// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@common/constants';
import {
  travelContextOf,
  emptyTravelContext,
  storeTravelContext,
} from '@/features/chat/utils/travel-context';
import { storeTravelPurposes } from '@/lib/travel-purposes';

afterEach(() => window.localStorage.clear());

describe('the stored travel context', () => {
  it('is written under the four keys, an unknown value removed', () => {
    const context = {
      nationality: 'India',
      destination: 'Japan',
      fromCity: 'Delhi',
      toCity: 'Tokyo',
    };
    storeTravelContext(context);
    expect(window.localStorage.getItem(STORAGE_KEYS.destination)).toBe('Japan');
    expect(window.localStorage.getItem(STORAGE_KEYS.fromCity)).toBe('Delhi');
    storeTravelContext({ ...context, fromCity: null });
    expect(window.localStorage.getItem(STORAGE_KEYS.fromCity)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.nationality)).toBe('India');
  });

  it('is what the conversation establishes: its countries and its first two cities', () => {
    expect(travelContextOf({})).toEqual(emptyTravelContext);
    expect(
      travelContextOf({
        nationality: 'Germany',
        destination: 'Japan',
        trip: {
          mode: 'multi',
          from: { name: 'Berlin', country: 'DE', airport: 'BER' },
          destinations: [
            { name: 'Tokyo', country: 'JP', airport: 'HND' },
            { name: 'Osaka', country: 'JP', airport: 'KIX' },
          ],
          flightType: 'oneway',
        },
      }),
    ).toEqual({
      nationality: 'Germany',
      destination: 'Japan',
      fromCity: 'Berlin',
      toCity: 'Tokyo',
    });
  });
});

describe('the chosen travel purposes', () => {
  it('are stored as a JSON list plus the first as the main one', () => {
    storeTravelPurposes(['business', 'tourism', 'business']);
    expect(window.localStorage.getItem(STORAGE_KEYS.travelPurposes)).toBe('["business","tourism"]');
    expect(window.localStorage.getItem(STORAGE_KEYS.travelPurpose)).toBe('business');
  });
});
