// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@common/constants';
import {
  applyReplyMetadata,
  clearStoredTravelContext,
  emptyTravelContext,
  readStoredSessionId,
  readStoredTravelContext,
  storeTravelContext,
} from '@/features/chat/utils/travel-context';
import { storeTravelPurposes } from '@/features/chat/utils/travel-purposes';

afterEach(() => window.localStorage.clear());

describe('the stored session', () => {
  it('is used only when it is a valid 21-character id', () => {
    expect(readStoredSessionId()).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.sessionId, 'too-short');
    expect(readStoredSessionId()).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.sessionId, 'has spaces in it!!!!!');
    expect(readStoredSessionId()).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.sessionId, 'V1StGXR8_Z5jdHi6B-myT');
    expect(readStoredSessionId()).toBe('V1StGXR8_Z5jdHi6B-myT');
  });
});

describe('the stored travel context', () => {
  it('round-trips under the four keys and is wiped by a clear', () => {
    const context = {
      nationality: 'India',
      destination: 'Japan',
      fromCity: 'Delhi',
      toCity: 'Tokyo',
    };
    storeTravelContext(context);
    expect(window.localStorage.getItem(STORAGE_KEYS.destination)).toBe('Japan');
    expect(readStoredTravelContext()).toEqual(context);
    clearStoredTravelContext();
    expect(readStoredTravelContext()).toEqual(emptyTravelContext);
    expect(window.localStorage.getItem(STORAGE_KEYS.nationality)).toBeNull();
  });

  it('takes the countries a reply names and keeps the others', () => {
    const before = { ...emptyTravelContext, destination: 'Japan' };
    expect(applyReplyMetadata(before, { nationality: 'India' })).toEqual({
      ...before,
      nationality: 'India',
    });
    expect(applyReplyMetadata(before, { destination: ' ' })).toEqual(before);
  });
});

describe('the chosen travel purposes', () => {
  it('are stored as a JSON list plus the first as the main one', () => {
    storeTravelPurposes(['business', 'tourism', 'business']);
    expect(window.localStorage.getItem(STORAGE_KEYS.travelPurposes)).toBe('["business","tourism"]');
    expect(window.localStorage.getItem(STORAGE_KEYS.travelPurpose)).toBe('business');
  });
});
