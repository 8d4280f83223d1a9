import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { AuthForm, registerForm } from '@/components/auth-form';
import { toast } from '@/components/ui/use-toast';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignedOutOnly } from '@/features/auth/components/signed-out-only';
import { serverErrorText } from '@/lib/server-error-text';
import { paths } from '@/lib/paths';

/** The /register page (product.md §6.1). */
export function RegisterPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();

  const onSuccess = () => {
    toast({ title: t('auth.success.title'), description: t('auth.success.accountCreated') });
    navigate(paths.dashboard);
  };
  const onError = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: t('auth.error.register'),
      description: serverErrorText(t, error) ?? t('auth.error.register'),
    });

  return (
    <SignedOutOnly>
      <AuthCard
        title={t('pages.register.title')}
        description={t('pages.register.description')}
        switchLink={{
          lead: t('auth.register.haveAccount'),
          href: paths.login,
          label: t('auth.register.loginLink'),
        }}
      >
        <AuthForm
          form={registerForm}
          submitLabel={t('auth.register.submit')}
          pendingLabel={t('auth.register.pending')}
          onSuccess={onSuccess}
          onError={onError}
        />
      </AuthCard>
    </SignedOutOnly>
  );
}
