// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@common/constants';
import {
  clearStoredTravelPreferences,
  readStoredTravelPreferences,
  storeTravelPreferences,
} from '@/lib/travel-preferences-storage';

afterEach(() => window.localStorage.clear());

describe('the stored travel preferences', () => {
  it('round-trip as JSON under travelPreferences and are wiped by a clear', () => {
    storeTravelPreferences({ purpose: 'food', duration: 'long', interests: ['art', 'food'] });
    expect(window.localStorage.getItem(STORAGE_KEYS.travelPreferences)).toBe(
      '{"purpose":"food","duration":"long","interests":["art","food"]}',
    );
    expect(readStoredTravelPreferences()).toEqual({
      purpose: 'food',
      duration: 'long',
      interests: ['art', 'food'],
    });
    clearStoredTravelPreferences();
    expect(window.localStorage.getItem(STORAGE_KEYS.travelPreferences)).toBeNull();
    expect(readStoredTravelPreferences()).toEqual({});
  });

  it.each([
    ['missing', null, {}],
    ['not JSON', '{oops', {}],
    ['not an object', '["leisure"]', {}],
    [
      'an unknown purpose, kept the rest',
      '{"purpose":"spying","budget":"luxury"}',
      { budget: 'luxury' },
    ],
    [
      'an unknown interest',
      '{"duration":"short","interests":["art","karaoke"]}',
      { duration: 'short' },
    ],
  ])('read %s', (_name, stored, expected) => {
    if (stored !== null) window.localStorage.setItem(STORAGE_KEYS.travelPreferences, stored);
    expect(readStoredTravelPreferences()).toEqual(expected);
  });
});
