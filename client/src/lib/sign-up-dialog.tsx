import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  clearPendingAction,
  savePendingAction,
  schedulePendingActionResume,
  type PendingAction,
} from '@/lib/pending-action';

export type SignUpDialogMode = 'sign-up' | 'sign-in';

/** What the app shell's dialog component receives (the auth feature provides it). */
export type SignUpDialogProps = {
  open: boolean;
  initialMode: SignUpDialogMode;
  onOpenChange: (open: boolean) => void;
  /** Called once the user has signed up or signed in. */
  onSuccess: () => void;
};

export type OpenSignUpDialogOptions = {
  /** Resumed through its registered handler after a successful sign-up or sign-in. */
  pendingAction?: PendingAction;
  mode?: SignUpDialogMode;
};

type SignUpDialogApi = { open: (options?: OpenSignUpDialogOptions) => void };

const SignUpDialogContext = createContext<SignUpDialogApi | null>(null);

type DialogState = {
  open: boolean;
  mode: SignUpDialogMode;
  /** Grows on every opening, so each opening starts with fresh forms. */
  session: number;
};

/**
 * Lets any feature open the sign-up / sign-in dialog of the chat flows (product.md §6.5) without
 * importing the auth feature: the app shell passes the dialog component in.
 */
export function SignUpDialogProvider({
  dialog: Dialog,
  children,
}: {
  dialog: ComponentType<SignUpDialogProps>;
  children: ReactNode;
}) {
  const [state, setState] = useState<DialogState>({ open: false, mode: 'sign-up', session: 0 });
  const cancelResume = useRef<(() => void) | null>(null);

  useEffect(() => () => cancelResume.current?.(), []);

  const open = useCallback((options: OpenSignUpDialogOptions = {}) => {
    // Only the action of this opening may resume; an older one is forgotten.
    if (options.pendingAction) savePendingAction(options.pendingAction);
    else clearPendingAction();
    setState((current) => ({
      open: true,
      mode: options.mode ?? 'sign-up',
      session: current.session + 1,
    }));
  }, []);

  const onOpenChange = useCallback((next: boolean) => {
    // Dismissed without signing in: the user gave up on the action.
    if (!next) clearPendingAction();
    setState((current) => ({ ...current, open: next }));
  }, []);

  const onSuccess = useCallback(() => {
    setState((current) => ({ ...current, open: false }));
    cancelResume.current?.();
    cancelResume.current = schedulePendingActionResume();
  }, []);

  const api = useMemo<SignUpDialogApi>(() => ({ open }), [open]);

  return (
    <SignUpDialogContext.Provider value={api}>
      {children}
      {/* Mounted from the first opening on, so its code can load on demand. */}
      {state.session > 0 && (
        <Suspense fallback={null}>
          <Dialog
            key={state.session}
            open={state.open}
            initialMode={state.mode}
            onOpenChange={onOpenChange}
            onSuccess={onSuccess}
          />
        </Suspense>
      )}
    </SignUpDialogContext.Provider>
  );
}

/** Opens the sign-up dialog, e.g. `open({ pendingAction: { type: 'book-flight', payload } })`. */
export function useSignUpDialog(): SignUpDialogApi {
  const api = useContext(SignUpDialogContext);
  if (!api) throw new Error('useSignUpDialog needs a SignUpDialogProvider');
  return api;
}
