import { useTranslation } from 'react-i18next';
import { AuthForm, signInForm, signUpForm } from '@/components/auth-form';
import type { DialogNoticeContent as Notice } from '@/components/dialog-notice';
import { Button } from '@/components/ui/button';
import { serverErrorText } from '@/lib/server-error-text';

export type PurchaseAuthMode = 'sign-in' | 'create-account';

type FormProps = {
  onSuccess: (notice: Notice) => void;
  onFailure: (notice: Notice) => void;
};

function SignInForm({ onSuccess, onFailure }: FormProps) {
  const { t } = useTranslation();
  return (
    <AuthForm
      form={signInForm}
      submitLabel={t('purchase.auth.signIn')}
      pendingLabel={t('purchase.auth.pending')}
      markRequired
      onSuccess={() =>
        onSuccess({
          tone: 'success',
          title: t('purchase.auth.successTitle'),
          description: t('purchase.auth.signedIn'),
        })
      }
      onError={(error) =>
        onFailure({
          tone: 'error',
          title: t('purchase.auth.loginFailed'),
          description: serverErrorText(t, error) ?? t('auth.serverError.invalidCredentials'),
        })
      }
    />
  );
}

function CreateAccountForm({ onSuccess, onFailure }: FormProps) {
  const { t } = useTranslation();
  return (
    <AuthForm
      form={signUpForm}
      submitLabel={t('purchase.auth.createAccount')}
      pendingLabel={t('purchase.auth.pending')}
      markRequired
      onSuccess={() =>
        onSuccess({
          tone: 'success',
          title: t('purchase.auth.successTitle'),
          description: t('purchase.auth.accountCreated'),
        })
      }
      onError={(error) =>
        onFailure({
          tone: 'error',
          title: t('purchase.auth.registrationFailed'),
          description: serverErrorText(t, error) ?? t('purchase.errors.createAccountFallback'),
        })
      }
    />
  );
}

/**
 * The purchase dialog's sign-in / create-account form (product.md §5.1): signed out, buying
 * starts here; success stores the sign-in and the dialog moves on to the booking form.
 */
export function PurchaseAuthForm({
  mode,
  onModeChange,
  onSuccess,
  onFailure,
}: FormProps & {
  mode: PurchaseAuthMode;
  onModeChange: (mode: PurchaseAuthMode) => void;
}) {
  const { t } = useTranslation();
  const signingIn = mode === 'sign-in';

  return (
    <div className="grid gap-4">
      {signingIn ? (
        <SignInForm onSuccess={onSuccess} onFailure={onFailure} />
      ) : (
        <CreateAccountForm onSuccess={onSuccess} onFailure={onFailure} />
      )}
      <Button
        type="button"
        variant="link"
        className="h-auto justify-self-center p-0"
        onClick={() => onModeChange(signingIn ? 'create-account' : 'sign-in')}
      >
        {signingIn ? t('purchase.auth.toCreateAccount') : t('purchase.auth.toSignIn')}
      </Button>
    </div>
  );
}
