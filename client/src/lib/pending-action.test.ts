// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_UP_DIALOG, STORAGE_KEYS } from '@common/constants';
import {
  readPendingAction,
  registerPendingActionHandler,
  resumePendingAction,
  savePendingAction,
  schedulePendingActionResume,
  type PendingAction,
} from '@/lib/pending-action';

const bookFlight: PendingAction = {
  type: 'book-flight',
  payload: { from: 'Delhi', to: 'Tokyo', passengers: 2 },
};

const unregisters: Array<() => void> = [];
function register(type: string) {
  const handler = vi.fn<(action: PendingAction) => void>();
  unregisters.push(registerPendingActionHandler(type, handler));
  return handler;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  unregisters.splice(0).forEach((unregister) => unregister());
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('pending actions', () => {
  it('stores the action as JSON under pendingModalAction', () => {
    savePendingAction(bookFlight);
    const raw = window.localStorage.getItem(STORAGE_KEYS.pendingModalAction);
    expect(raw).not.toBeNull();
    expect(JSON.parse(raw ?? '')).toEqual(bookFlight);
    expect(readPendingAction()).toEqual(bookFlight);
  });

  it('resumes 100 ms after the sign-in: removed from storage, passed to its handler', () => {
    const handler = register('book-flight');
    savePendingAction(bookFlight);

    schedulePendingActionResume();
    vi.advanceTimersByTime(SIGN_UP_DIALOG.pendingActionResumeDelayMs - 1);
    expect(handler).not.toHaveBeenCalled();
    expect(readPendingAction()).toEqual(bookFlight);

    vi.advanceTimersByTime(1);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(bookFlight);
    expect(window.localStorage.getItem(STORAGE_KEYS.pendingModalAction)).toBeNull();
  });

  it('resumes only once', () => {
    const handler = register('book-flight');
    savePendingAction(bookFlight);
    resumePendingAction();
    resumePendingAction();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before it resumes', () => {
    const handler = register('book-flight');
    savePendingAction(bookFlight);
    const cancel = schedulePendingActionResume();
    cancel();
    vi.advanceTimersByTime(1000);
    expect(handler).not.toHaveBeenCalled();
    expect(readPendingAction()).toEqual(bookFlight);
  });

  it('ignores (and drops) an action of a type nobody handles', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const handler = register('book-hotel');
    savePendingAction(bookFlight);

    expect(() => resumePendingAction()).not.toThrow();
    expect(handler).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.pendingModalAction)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('ignores malformed JSON and a stored value of the wrong shape', () => {
    const handler = register('book-flight');
    for (const raw of [
      '{"type": "book-flight"',
      '"book-flight"',
      '{"payload": 1}',
      '{"type": ""}',
    ]) {
      window.localStorage.setItem(STORAGE_KEYS.pendingModalAction, raw);
      expect(readPendingAction()).toBeNull();
      expect(() => resumePendingAction()).not.toThrow();
      expect(window.localStorage.getItem(STORAGE_KEYS.pendingModalAction)).toBeNull();
    }
    expect(handler).not.toHaveBeenCalled();
  });

  it('does nothing when no action is stored', () => {
    const handler = register('book-flight');
    resumePendingAction();
    expect(handler).not.toHaveBeenCalled();
  });

  it('stops calling a handler once it is unregistered', () => {
    const handler = vi.fn();
    const unregister = registerPendingActionHandler('book-flight', handler);
    unregister();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    savePendingAction(bookFlight);
    resumePendingAction();
    expect(handler).not.toHaveBeenCalled();
  });

  it('keeps a newer handler when an older registration of the same type is removed', () => {
    const older = vi.fn();
    const unregisterOlder = registerPendingActionHandler('book-flight', older);
    const newer = register('book-flight');
    unregisterOlder();
    savePendingAction(bookFlight);
    resumePendingAction();
    expect(older).not.toHaveBeenCalled();
    expect(newer).toHaveBeenCalledWith(bookFlight);
  });

  it('survives a handler that throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    unregisters.push(
      registerPendingActionHandler('book-flight', () => {
        throw new Error('boom');
      }),
    );
    savePendingAction(bookFlight);
    expect(() => resumePendingAction()).not.toThrow();
    expect(error).toHaveBeenCalled();
    expect(readPendingAction()).toBeNull();
  });
});
