import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGN_UP_DIALOG } from '@common/constants';
import { AUTH_ERRORS } from '@common/contracts/auth';
import { AuthForm, signInForm, signUpForm } from '@/components/auth-form';
import { DialogNotice } from '@/components/dialog-notice';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { serverErrorText } from '@/lib/server-error-text';
import { findApiError } from '@/lib/api-error';
import type { SignInFormValues } from '@/lib/auth-api';
import type { SignUpDialogMode, SignUpDialogProps } from '@/lib/sign-up-dialog';

/** A failure the dialog shows inline (DialogNotice) as well as in a toast. */
type Notice = { title: string; description: string };

type Account = { username: string; email: string; password: string };

/** The sign-in to offer when the name or email is taken (product.md §6.5), else null. */
function takenAccountSignIn(error: unknown, account: Account): SignInFormValues | null {
  const serverMessage = findApiError(error)?.serverMessage;
  if (serverMessage === AUTH_ERRORS.emailInUse) {
    return { usernameOrEmail: account.email, password: account.password };
  }
  if (serverMessage === AUTH_ERRORS.usernameTaken) {
    return { usernameOrEmail: account.username, password: account.password };
  }
  return null;
}

function SignUpForm({
  onSuccess,
  onFailure,
  onAccountExists,
}: {
  onSuccess: () => void;
  onFailure: (notice: Notice) => void;
  /** The name or email is taken: the user probably has an account already. */
  onAccountExists: (signIn: SignInFormValues) => void;
}) {
  const { t } = useTranslation();

  const onSignedUp = () => {
    toast({
      title: t('auth.dialog.signedUpTitle'),
      description: t('auth.dialog.signedUpDescription'),
    });
    onSuccess();
  };
  const onError = (error: unknown, account: Account) => {
    const signIn = takenAccountSignIn(error, account);
    if (!signIn) {
      onFailure({
        title: t('auth.error.register'),
        description: serverErrorText(t, error) ?? t('auth.error.somethingWentWrong'),
      });
      return;
    }
    onFailure({
      title: t('auth.dialog.accountExistsTitle'),
      description: t('auth.dialog.accountExistsDescription', {
        message: serverErrorText(t, error),
      }),
    });
    onAccountExists(signIn);
  };

  return (
    <AuthForm
      form={signUpForm}
      submitLabel={t('auth.dialog.signUpSubmit')}
      pendingLabel={t('auth.dialog.pending')}
      onSuccess={onSignedUp}
      onError={onError}
    />
  );
}

function SignInForm({
  defaultValues,
  onSuccess,
  onFailure,
}: {
  defaultValues: SignInFormValues;
  onSuccess: () => void;
  onFailure: (notice: Notice) => void;
}) {
  const { t } = useTranslation();

  const onSignedIn = () => {
    toast({
      title: t('auth.dialog.signedInTitle'),
      description: t('auth.dialog.signedInDescription'),
    });
    onSuccess();
  };
  const onError = (error: unknown) =>
    onFailure({
      title: t('auth.error.signIn'),
      description: serverErrorText(t, error) ?? t('auth.serverError.invalidCredentials'),
    });

  return (
    <AuthForm
      form={signInForm}
      defaultValues={defaultValues}
      submitLabel={t('auth.dialog.signInSubmit')}
      pendingLabel={t('auth.dialog.pending')}
      onSuccess={onSignedIn}
      onError={onError}
    />
  );
}

const emptySignIn: SignInFormValues = { usernameOrEmail: '', password: '' };

/**
 * The sign-up / sign-in dialog of the chat flows (product.md §6.5), opened through
 * `useSignUpDialog()` from lib; the app shell mounts it.
 */
export function SignUpDialog({ open, initialMode, onOpenChange, onSuccess }: SignUpDialogProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<SignUpDialogMode>(initialMode);
  const [signInDefaults, setSignInDefaults] = useState<SignInFormValues>(emptySignIn);
  const switchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The modal dialog hides the rest of the page (toasts included) from assistive technology,
  // so a failure is also announced inside it.
  const [notice, setNotice] = useState<Notice | null>(null);
  const fail = (failure: Notice) => {
    toast({ variant: 'destructive', ...failure });
    setNotice(failure);
  };

  const cancelSwitch = () => clearTimeout(switchTimer.current);
  useEffect(() => {
    const timer = switchTimer;
    return () => clearTimeout(timer.current);
  }, []);

  const toggleMode = () => {
    cancelSwitch();
    setNotice(null);
    setMode((current) => (current === 'sign-up' ? 'sign-in' : 'sign-up'));
  };

  // product.md §6.5: after 'Account already exists' the dialog offers sign-in 2 s later, filled in.
  const switchToSignInSoon = (values: SignInFormValues) => {
    cancelSwitch();
    switchTimer.current = setTimeout(() => {
      setSignInDefaults(values);
      setNotice(null);
      setMode('sign-in');
    }, SIGN_UP_DIALOG.switchToSignInDelayMs);
  };

  const signingUp = mode === 'sign-up';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('auth.dialog.close')}>
        <DialogHeader>
          <DialogTitle>
            {signingUp ? t('auth.dialog.signUpTitle') : t('auth.dialog.signInTitle')}
          </DialogTitle>
          <DialogDescription>
            {signingUp ? t('auth.dialog.signUpDescription') : t('auth.dialog.signInDescription')}
          </DialogDescription>
        </DialogHeader>
        {notice && <DialogNotice notice={{ tone: 'error', ...notice }} />}
        {signingUp ? (
          <SignUpForm onSuccess={onSuccess} onFailure={fail} onAccountExists={switchToSignInSoon} />
        ) : (
          <SignInForm
            // A new form when the dialog fills it in after 'Account already exists'.
            key={signInDefaults.usernameOrEmail}
            defaultValues={signInDefaults}
            onSuccess={onSuccess}
            onFailure={fail}
          />
        )}
        <Button variant="link" className="h-auto justify-self-center p-0" onClick={toggleMode}>
          {signingUp ? t('auth.dialog.toSignIn') : t('auth.dialog.toSignUp')}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
