import { useSyncExternalStore, type ReactNode } from 'react';
import { TOAST } from '@common/constants';
import type { ToastProps } from '@/components/ui/toaster';

type ToasterToast = ToastProps & {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
};

type Action =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'DISMISS_TOAST'; toastId: string }
  | { type: 'REMOVE_TOAST'; toastId: string };

type State = { toasts: ToasterToast[] };

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

// A toast is open, then dismissed (closing animation), then removed after TOAST.removeDelayMs.
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(toastId: string): void {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST.removeDelayMs);
  removeTimeouts.set(toastId, timeout);
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD_TOAST':
      // Newest first; TOAST.limit keeps at most one on screen.
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST.limit) };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toastId ? { ...t, open: false } : t)),
      };
    case 'REMOVE_TOAST':
      return { toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const listeners = new Set<() => void>();
let memoryState: State = { toasts: [] };

function dispatch(action: Action): void {
  // Side effect kept out of the reducer so it stays pure.
  if (action.type === 'DISMISS_TOAST') scheduleRemoval(action.toastId);
  memoryState = reducer(memoryState, action);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): State {
  return memoryState;
}

type ToastInput = Omit<ToasterToast, 'id'>;

/** Shows a toast; callable from anywhere, not only from components. */
export function toast(props: ToastInput) {
  const id = genId();
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id });

  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });

  return { id, dismiss };
}

export function useToast(): State {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
