import { useTranslation } from 'react-i18next';
import { AuthForm, signInForm, signUpForm } from '@/components/auth-form';
import type { DialogNoticeContent as Notice } from '@/components/dialog-notice';
import { Button } from '@/components/ui/button';
import { serverErrorText } from '@/lib/server-error-text';

/**
 * The purchase dialog's sign-in / create-account form (product.md §5.1): signed out, buying
 * starts here; success stores the sign-in and the dialog moves on to the booking form.
 */
export function PurchaseAuthForm({
  signingIn,
  onSwitch,
  onSuccess,
  onFailure,
}: {
  /** Signing in, else creating an account. */
  signingIn: boolean;
  /** Switches to the other form. */
  onSwitch: () => void;
  onSuccess: (notice: Notice) => void;
  onFailure: (notice: Notice) => void;
}) {
  const { t } = useTranslation();
  const text = signingIn
    ? {
        submit: t('purchase.auth.signIn'),
        done: t('purchase.auth.signedIn'),
        failed: t('purchase.auth.loginFailed'),
        fallback: t('auth.serverError.invalidCredentials'),
      }
    : {
        submit: t('purchase.auth.createAccount'),
        done: t('purchase.auth.accountCreated'),
        failed: t('purchase.auth.registrationFailed'),
        fallback: t('purchase.errors.createAccountFallback'),
      };

  const shared = {
    submitLabel: text.submit,
    pendingLabel: t('purchase.auth.pending'),
    markRequired: true,
    onSuccess: () =>
      onSuccess({
        tone: 'success',
        title: t('purchase.auth.successTitle'),
        description: text.done,
      }),
    onError: (error: unknown) =>
      onFailure({
        tone: 'error',
        title: text.failed,
        description: serverErrorText(t, error) ?? text.fallback,
      }),
  };

  return (
    <div className="grid gap-4">
      {/* A key per mode: switching starts the other form afresh, with its own fields. */}
      {signingIn ? (
        <AuthForm key="sign-in" form={signInForm} {...shared} />
      ) : (
        <AuthForm key="create-account" form={signUpForm} {...shared} />
      )}
      <Button
        type="button"
        variant="link"
        className="h-auto justify-self-center p-0"
        onClick={onSwitch}
      >
        {signingIn ? t('purchase.auth.toCreateAccount') : t('purchase.auth.toSignIn')}
      </Button>
    </div>
  );
}
