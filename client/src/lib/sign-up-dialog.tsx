import { useCallback, useEffect, useRef } from 'react';
import {
  createDialogProvider,
  type DialogOpenProps,
  type DialogSession,
} from '@/lib/dialog-provider';
import {
  clearPendingAction,
  savePendingAction,
  schedulePendingActionResume,
  type PendingAction,
} from '@/lib/pending-action';

export type SignUpDialogMode = 'sign-up' | 'sign-in';

type SignUpDialogOwnProps = {
  initialMode: SignUpDialogMode;
  /** Called once the user has signed up or signed in. */
  onSuccess: () => void;
};

/** What the app shell's dialog component receives (the auth feature provides it). */
export type SignUpDialogProps = SignUpDialogOwnProps & DialogOpenProps;

export type OpenSignUpDialogOptions = {
  /** Resumed through its registered handler after a successful sign-up or sign-in. */
  pendingAction?: PendingAction;
  mode?: SignUpDialogMode;
};

function useSignUpDialogProps({
  args,
  close,
}: DialogSession<OpenSignUpDialogOptions>): SignUpDialogOwnProps {
  const cancelResume = useRef<(() => void) | null>(null);

  useEffect(() => () => cancelResume.current?.(), []);

  const onSuccess = useCallback(() => {
    close();
    cancelResume.current?.();
    cancelResume.current = schedulePendingActionResume();
  }, [close]);

  return { initialMode: args.mode ?? 'sign-up', onSuccess };
}

/**
 * Lets any feature open the sign-up / sign-in dialog of the chat flows (product.md §6.5) without
 * importing the auth feature: the app shell passes the dialog component in. Open it with e.g.
 * `useSignUpDialog().open({ pendingAction: { type: 'book-flight', payload } })`.
 */
export const { Provider: SignUpDialogProvider, useDialog: useSignUpDialog } = createDialogProvider<
  OpenSignUpDialogOptions,
  SignUpDialogOwnProps
>({
  name: 'SignUpDialog',
  initialArgs: {},
  useDialogProps: useSignUpDialogProps,
  // Only the action of this opening may resume; an older one is forgotten.
  onOpen: ({ pendingAction }) => {
    if (pendingAction) savePendingAction(pendingAction);
    else clearPendingAction();
  },
  // Dismissed without signing in: the user gave up on the action.
  onDismiss: clearPendingAction,
});
