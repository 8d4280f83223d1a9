import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SIGN_UP_DIALOG } from '@common/constants';
import { AUTH_ERRORS } from '@common/contracts/auth';
import { DialogNotice } from '@/components/dialog-notice';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { signInFormSchema, useLogin, type SignInFormValues } from '@/features/auth/api/login';
import { signUpFormSchema, useRegister, type SignUpFormValues } from '@/features/auth/api/register';
import { serverErrorText } from '@/features/auth/utils/server-error-text';
import { findApiError } from '@/lib/api-error';
import { formErrorMap, useFormErrorText } from '@/lib/form-errors';
import type { SignUpDialogMode, SignUpDialogProps } from '@/lib/sign-up-dialog';

/** A failure the dialog shows inline (DialogNotice) as well as in a toast. */
type Notice = { title: string; description: string };

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
  const errorText = useFormErrorText();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpFormValues, unknown, SignUpFormValues>({
    resolver: zodResolver(signUpFormSchema, { error: formErrorMap }),
    defaultValues: { username: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: () => {
        toast({
          title: t('auth.dialog.signedUpTitle'),
          description: t('auth.dialog.signedUpDescription'),
        });
        onSuccess();
      },
      onError: (error) => {
        const serverMessage = findApiError(error)?.serverMessage;
        const taken =
          serverMessage === AUTH_ERRORS.emailInUse || serverMessage === AUTH_ERRORS.usernameTaken;
        if (taken) {
          onFailure({
            title: t('auth.dialog.accountExistsTitle'),
            description: t('auth.dialog.accountExistsDescription', {
              message: serverErrorText(t, error),
            }),
          });
          const usernameOrEmail =
            serverMessage === AUTH_ERRORS.emailInUse ? values.email : values.username;
          onAccountExists({ usernameOrEmail, password: values.password });
          return;
        }
        onFailure({
          title: t('auth.error.register'),
          description: serverErrorText(t, error) ?? t('auth.error.somethingWentWrong'),
        });
      },
    }),
  );

  const label = {
    username: t('auth.fields.username'),
    email: t('auth.fields.email'),
    password: t('auth.fields.password'),
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        label={label.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errorText(errors.username, label.username)}
        {...register('username')}
      />
      <FormField
        label={label.email}
        type="email"
        autoComplete="email"
        error={errorText(errors.email, label.email)}
        {...register('email')}
      />
      <FormField
        label={label.password}
        type="password"
        autoComplete="new-password"
        error={errorText(errors.password, label.password)}
        {...register('password')}
      />
      <Button type="submit" className="mt-2 w-full" disabled={registration.isPending}>
        {registration.isPending ? t('auth.dialog.pending') : t('auth.dialog.signUpSubmit')}
      </Button>
    </form>
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
  const errorText = useFormErrorText();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInFormValues, unknown, SignInFormValues>({
    resolver: zodResolver(signInFormSchema, { error: formErrorMap }),
    defaultValues,
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => {
        toast({
          title: t('auth.dialog.signedInTitle'),
          description: t('auth.dialog.signedInDescription'),
        });
        onSuccess();
      },
      onError: (error) =>
        onFailure({
          title: t('auth.error.signIn'),
          description: serverErrorText(t, error) ?? t('auth.serverError.invalidCredentials'),
        }),
    }),
  );

  const label = {
    usernameOrEmail: t('auth.fields.usernameOrEmail'),
    password: t('auth.fields.password'),
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        label={label.usernameOrEmail}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errorText(errors.usernameOrEmail, label.usernameOrEmail)}
        {...register('usernameOrEmail')}
      />
      <FormField
        label={label.password}
        type="password"
        autoComplete="current-password"
        error={errorText(errors.password, label.password)}
        {...register('password')}
      />
      <Button type="submit" className="mt-2 w-full" disabled={login.isPending}>
        {login.isPending ? t('auth.dialog.pending') : t('auth.dialog.signInSubmit')}
      </Button>
    </form>
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
  const switchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The modal dialog hides the rest of the page (toasts included) from assistive technology,
  // so a failure is also announced inside it.
  const [notice, setNotice] = useState<Notice | null>(null);
  const fail = (failure: Notice) => {
    toast({ variant: 'destructive', ...failure });
    setNotice(failure);
  };

  const cancelSwitch = () => {
    if (switchTimer.current !== null) clearTimeout(switchTimer.current);
    switchTimer.current = null;
  };
  useEffect(() => {
    const timer = switchTimer;
    return () => {
      if (timer.current !== null) clearTimeout(timer.current);
    };
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
      switchTimer.current = null;
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
