import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { AuthForm, registerForm } from '@/components/auth-form';
import { toast } from '@/components/ui/use-toast';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignedOutOnly } from '@/features/auth/components/signed-out-only';
import { TextLink } from '@/features/auth/components/text-link';
import { serverErrorText } from '@/lib/server-error-text';
import { leadIn } from '@/lib/lead-in';
import { paths } from '@/lib/paths';

/** The /register page (product.md §6.1). */
function RegisterCard() {
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
    <AuthCard
      title={t('pages.register.title')}
      description={t('pages.register.description')}
      footer={
        <>
          <p>
            {leadIn(t('auth.register.haveAccount'))}
            <TextLink href={paths.login}>{t('auth.register.loginLink')}</TextLink>
          </p>
          <p>
            <TextLink href={paths.home}>{t('auth.backHome')}</TextLink>
          </p>
        </>
      }
    >
      <AuthForm
        form={registerForm}
        submitLabel={t('auth.register.submit')}
        pendingLabel={t('auth.register.pending')}
        onSuccess={onSuccess}
        onError={onError}
      />
    </AuthCard>
  );
}

export function RegisterPage() {
  return (
    <SignedOutOnly>
      <RegisterCard />
    </SignedOutOnly>
  );
}
