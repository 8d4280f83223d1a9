import { useTranslation } from 'react-i18next';
import { AuthForm, loginForm } from '@/components/auth-form';
import { toast } from '@/components/ui/use-toast';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignedOutOnly } from '@/features/auth/components/signed-out-only';
import { serverErrorText } from '@/lib/server-error-text';
import { paths } from '@/lib/paths';
import { saveNoticeForNextPage } from '@/lib/pending-notice';

/** The /login page (product.md §6.2). */
export function LoginPage() {
  const { t } = useTranslation();

  const onSuccess = () => {
    // The redirect below would drop a toast shown here: the dashboard shows it instead.
    saveNoticeForNextPage({
      title: t('auth.success.title'),
      description: t('auth.success.loggedIn'),
    });
    // A full page load, so the dashboard starts from the stored sign-in.
    window.location.assign(paths.dashboard);
  };
  const onError = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: t('auth.error.login'),
      description: serverErrorText(t, error) ?? t('auth.error.login'),
    });

  return (
    <SignedOutOnly>
      <AuthCard
        title={t('pages.login.title')}
        description={t('pages.login.description')}
        switchLink={{
          lead: t('auth.login.noAccount'),
          href: paths.register,
          label: t('auth.login.registerLink'),
        }}
      >
        <AuthForm
          form={loginForm}
          submitLabel={t('auth.login.submit')}
          pendingLabel={t('auth.login.pending')}
          onSuccess={onSuccess}
          onError={onError}
        />
      </AuthCard>
    </SignedOutOnly>
  );
}
