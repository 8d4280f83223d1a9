import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { loginFormSchema, useLogin, type LoginFormValues } from '@/features/auth/api/login';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignedOutOnly } from '@/features/auth/components/signed-out-only';
import { TextLink } from '@/features/auth/components/text-link';
import { serverErrorText } from '@/features/auth/utils/server-error-text';
import { formErrorMap, useFormErrorText } from '@/lib/form-errors';
import { leadIn } from '@/lib/lead-in';
import { paths } from '@/lib/paths';
import { saveNoticeForNextPage } from '@/lib/pending-notice';

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
      onSuccess: () => {
        // The redirect below would drop a toast shown here: the dashboard shows it instead.
        saveNoticeForNextPage({
          title: t('auth.success.title'),
          description: t('auth.success.loggedIn'),
        });
        // A full page load, so the dashboard starts from the stored sign-in.
        window.location.assign(paths.dashboard);
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('auth.error.login'),
          description: serverErrorText(t, error) ?? t('auth.error.login'),
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
  return (
    <SignedOutOnly>
      <AuthCard
        title={t('pages.login.title')}
        description={t('pages.login.description')}
        footer={
          <>
            <p>
              {leadIn(t('auth.login.noAccount'))}
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
    </SignedOutOnly>
  );
}
