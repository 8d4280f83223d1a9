import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { loginFormSchema, useLogin, type LoginFormValues } from '@/features/auth/api/login';
import { AuthCard } from '@/features/auth/components/auth-card';
import { TextLink } from '@/features/auth/components/text-link';
import { serverErrorText } from '@/features/auth/utils/server-error-text';
import { describeApiError } from '@/lib/api-error';
import { hasStoredSession } from '@/lib/auth';
import { formErrorMap, useFormErrorText } from '@/lib/form-errors';
import { paths } from '@/lib/paths';

function LoginForm() {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema, { error: formErrorMap }),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      // A full page load, so the dashboard starts from the stored sign-in (platform §4.1).
      onSuccess: () => window.location.assign(paths.dashboard),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('auth.error.login'),
          description: serverErrorText(t, describeApiError(error)) ?? t('auth.error.login'),
        }),
    }),
  );

  const usernameLabel = t('auth.fields.usernameOrEmail');
  const passwordLabel = t('auth.fields.password');
  // Still pending while the browser leaves for the dashboard.
  const busy = login.isPending || login.isSuccess;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        label={usernameLabel}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errorText(errors.username, usernameLabel)}
        {...register('username')}
      />
      <FormField
        label={passwordLabel}
        type="password"
        autoComplete="current-password"
        error={errorText(errors.password, passwordLabel)}
        {...register('password')}
      />
      <Button type="submit" className="mt-2 w-full" disabled={busy}>
        {busy ? t('auth.login.pending') : t('auth.login.submit')}
      </Button>
    </form>
  );
}

export function LoginPage() {
  const { t } = useTranslation();
  // Flows §2: a stored token and user go straight to the dashboard.
  const [signedIn] = useState(hasStoredSession);
  if (signedIn) return <Redirect to={paths.dashboard} replace />;

  return (
    <AuthCard
      title={t('pages.login.title')}
      description={t('pages.login.description')}
      footer={
        <>
          <p>
            {t('auth.login.noAccount')}{' '}
            <TextLink href={paths.register}>{t('auth.login.registerLink')}</TextLink>
          </p>
          <p>
            <TextLink href={paths.home}>{t('auth.backHome')}</TextLink>
          </p>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
