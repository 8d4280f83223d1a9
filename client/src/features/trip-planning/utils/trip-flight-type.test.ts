// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { TRIP_STORAGE_KEYS } from '@common/trip';
import {
  openJawSuggestions,
  readStoredFlightType,
  readStoredReturnCity,
  returnCityForType,
  storeFlightType,
  storeReturnCity,
} from './trip-flight-type';

afterEach(() => window.localStorage.clear());

describe('flight type storage', () => {
  it('is one-way when nothing (or nothing valid) is stored', () => {
    expect(readStoredFlightType()).toBe('oneway');
    window.localStorage.setItem(TRIP_STORAGE_KEYS.flightType, 'flexible_return');
    expect(readStoredFlightType()).toBe('oneway');
  });
  it('keeps the type under selectedFlightType and the city under selectedReturnCity', () => {
    storeFlightType('openjaw');
    storeReturnCity('Nice');
    expect(window.localStorage.getItem('selectedFlightType')).toBe('openjaw');
    expect(window.localStorage.getItem('selectedReturnCity')).toBe('Nice');
    expect(readStoredFlightType()).toBe('openjaw');
    expect(readStoredReturnCity()).toBe('Nice');
  });
  it('removes the return city when it is cleared', () => {
    storeReturnCity('Nice');
    storeReturnCity('');
    expect(window.localStorage.getItem('selectedReturnCity')).toBeNull();
    expect(readStoredReturnCity()).toBe('');
  });
});

describe('returnCityForType', () => {
  it('is the destination for a round trip and none otherwise', () => {
    expect(returnCityForType('roundtrip', 'Paris')).toBe('Paris');
    expect(returnCityForType('openjaw', 'Paris')).toBe('');
    expect(returnCityForType('oneway', 'Paris')).toBe('');
  });
});

describe('openJawSuggestions', () => {
  it('offers six cities for France, Germany, Italy, Spain, the UK and the Netherlands', () => {
    for (const code of ['FR', 'DE', 'IT', 'ES', 'GB', 'NL']) {
      expect(openJawSuggestions(code)).toHaveLength(6);
    }
    expect(openJawSuggestions('fr')).toContain('Nice');
  });
  it('offers none elsewhere', () => {
    expect(openJawSuggestions('JP')).toEqual([]);
  });
});
