import { useEffect, useSyncExternalStore } from 'react';

// Whether the chat is in the middle of one of its own guided flows (a step panel under its
// latest reply, or a reply on its way). The chat page holds it; the travel-profile
// questionnaire reads it, so one never covers the other. A count of holders rather than a
// flag: a page that mounts twice (StrictMode) or hands over to another holder never leaves it
// set or cleared by mistake.

let holders = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Marks the chat flow busy until the returned release is called (once). */
export function holdChatFlow(): () => void {
  holders += 1;
  if (holders === 1) notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) notify();
  };
}

export function isChatFlowBusy(): boolean {
  return holders > 0;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders when the chat's flow starts or ends. */
export function useChatFlowBusy(): boolean {
  return useSyncExternalStore(subscribe, isChatFlowBusy, () => false);
}

/** Holds the chat flow busy while `busy` is true and the calling component is mounted. */
export function useHoldChatFlow(busy: boolean): void {
  useEffect(() => (busy ? holdChatFlow() : undefined), [busy]);
}
