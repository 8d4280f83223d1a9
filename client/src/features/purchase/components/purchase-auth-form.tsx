import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import {
  purchaseCreateAccountSchema,
  useCreateAccount,
  type PurchaseCreateAccountValues,
} from '@/features/purchase/api/create-account';
import {
  purchaseSignInSchema,
  useSignIn,
  type PurchaseSignInValues,
} from '@/features/purchase/api/sign-in';
import type { DialogNoticeContent as Notice } from '@/components/dialog-notice';
import { failureText } from '@/features/purchase/utils/failure-text';
import { formErrorMap, useFormErrorText } from '@/lib/form-errors';

export type PurchaseAuthMode = 'sign-in' | 'create-account';

type FormProps = {
  onSuccess: (notice: Notice) => void;
  onFailure: (notice: Notice) => void;
};

function SignInForm({ onSuccess, onFailure }: FormProps) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PurchaseSignInValues, unknown, PurchaseSignInValues>({
    resolver: zodResolver(purchaseSignInSchema, { error: formErrorMap }),
    defaultValues: { usernameOrEmail: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: () =>
        onSuccess({
          tone: 'success',
          title: t('purchase.auth.successTitle'),
          description: t('purchase.auth.signedIn'),
        }),
      onError: (error) =>
        onFailure({
          tone: 'error',
          title: t('purchase.auth.loginFailed'),
          description: failureText(t, error) ?? t('purchase.errors.invalidCredentials'),
        }),
    }),
  );

  const label = {
    usernameOrEmail: t('purchase.auth.usernameOrEmail'),
    password: t('purchase.auth.password'),
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        label={label.usernameOrEmail}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errorText(errors.usernameOrEmail, label.usernameOrEmail)}
        {...register('usernameOrEmail')}
      />
      <FormField
        label={label.password}
        type="password"
        autoComplete="current-password"
        required
        error={errorText(errors.password, label.password)}
        {...register('password')}
      />
      <Button type="submit" className="mt-2 w-full" disabled={signIn.isPending}>
        {signIn.isPending ? t('purchase.auth.pending') : t('purchase.auth.signIn')}
      </Button>
    </form>
  );
}

function CreateAccountForm({ onSuccess, onFailure }: FormProps) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const createAccount = useCreateAccount();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PurchaseCreateAccountValues, unknown, PurchaseCreateAccountValues>({
    resolver: zodResolver(purchaseCreateAccountSchema, { error: formErrorMap }),
    defaultValues: { username: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    createAccount.mutate(values, {
      onSuccess: () =>
        onSuccess({
          tone: 'success',
          title: t('purchase.auth.successTitle'),
          description: t('purchase.auth.accountCreated'),
        }),
      onError: (error) =>
        onFailure({
          tone: 'error',
          title: t('purchase.auth.registrationFailed'),
          description: failureText(t, error) ?? t('purchase.errors.createAccountFallback'),
        }),
    }),
  );

  const label = {
    username: t('purchase.auth.username'),
    email: t('purchase.auth.email'),
    password: t('purchase.auth.password'),
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        label={label.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errorText(errors.username, label.username)}
        {...register('username')}
      />
      <FormField
        label={label.email}
        type="email"
        autoComplete="email"
        required
        error={errorText(errors.email, label.email)}
        {...register('email')}
      />
      <FormField
        label={label.password}
        type="password"
        autoComplete="new-password"
        required
        error={errorText(errors.password, label.password)}
        {...register('password')}
      />
      <Button type="submit" className="mt-2 w-full" disabled={createAccount.isPending}>
        {createAccount.isPending ? t('purchase.auth.pending') : t('purchase.auth.createAccount')}
      </Button>
    </form>
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
