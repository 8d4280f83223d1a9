import { useEffect, useRef } from 'react';
import * as z from 'zod/mini';
import { SIGN_UP_DIALOG, STORAGE_KEYS } from '@common/constants';
import { localStore, readStoredJson, storeItem } from '@/lib/local-storage';

/**
 * Something a signed-out user tried to do (a booking, say) that resumes once they have signed up
 * or signed in through the sign-up dialog (product.md §3.6, §6.5).
 */
export const pendingActionSchema = z.object({
  /** Names the handler that resumes it, e.g. 'book-flight'. */
  type: z.string().check(z.minLength(1)),
  /** Whatever the handler needs; it validates it with its own schema. */
  payload: z.optional(z.unknown()),
});
export type PendingAction = z.infer<typeof pendingActionSchema>;
export type PendingActionHandler = (action: PendingAction) => void;

const handlers = new Map<string, PendingActionHandler>();

/** Stores the action as JSON under pendingModalAction, replacing any earlier one. */
export function savePendingAction(action: PendingAction): void {
  // Without storage the action is simply not resumed; the user can repeat it.
  storeItem(STORAGE_KEYS.pendingModalAction, JSON.stringify(action));
}

export function clearPendingAction(): void {
  localStore()?.removeItem(STORAGE_KEYS.pendingModalAction);
}

/** The stored action, or null when there is none or it is not valid JSON of the right shape. */
export function readPendingAction(): PendingAction | null {
  return readStoredJson(
    localStore()?.getItem(STORAGE_KEYS.pendingModalAction),
    pendingActionSchema,
  );
}

/** Lets `type` actions resume through `handler`; returns the function that unregisters it. */
export function registerPendingActionHandler(
  type: string,
  handler: PendingActionHandler,
): () => void {
  handlers.set(type, handler);
  return () => {
    // A newer registration for the same type stays in place.
    if (handlers.get(type) === handler) handlers.delete(type);
  };
}

/**
 * Removes the stored action and passes it to its handler. An action nobody handles, or one
 * that cannot be read, is dropped: it must not fire on some later, unrelated sign-in.
 */
export function resumePendingAction(): void {
  const action = readPendingAction();
  clearPendingAction();
  if (!action) return;
  const handler = handlers.get(action.type);
  if (!handler) {
    console.warn(`No handler for the pending action "${action.type}"; it was dropped.`);
    return;
  }
  try {
    handler(action);
  } catch (error) {
    console.error(`The pending action "${action.type}" failed`, error);
  }
}

/**
 * Resumes the stored action after the dialog has closed (product.md §6.5: 100 ms); returns a
 * cancel.
 */
export function schedulePendingActionResume(
  delayMs: number = SIGN_UP_DIALOG.pendingActionResumeDelayMs,
): () => void {
  const timeout = setTimeout(resumePendingAction, delayMs);
  return () => clearTimeout(timeout);
}

/** Registers a handler while the calling component is mounted; the latest `handler` runs. */
export function usePendingActionHandler(type: string, handler: PendingActionHandler): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(
    () => registerPendingActionHandler(type, (action) => handlerRef.current(action)),
    [type],
  );
}
