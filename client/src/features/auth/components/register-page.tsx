import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type * as z from 'zod/mini';
import { PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from '@common/constants';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import {
  registerFormSchema,
  useRegister,
  type RegisterFormValues,
} from '@/features/auth/api/register';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignedOutOnly } from '@/features/auth/components/signed-out-only';
import { TextLink } from '@/features/auth/components/text-link';
import { serverErrorText } from '@/features/auth/utils/server-error-text';
import { formErrorMap, useFormErrorText } from '@/lib/form-errors';
import { leadIn } from '@/lib/lead-in';
import { paths } from '@/lib/paths';

type RegisterFormOutput = z.output<typeof registerFormSchema>;

const optionalFields = ['nationality', 'destination', 'visaType'] as const;

function RegisterForm() {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const [, navigate] = useLocation();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterFormValues, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerFormSchema, { error: formErrorMap }),
    defaultValues: {
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      nationality: '',
      destination: '',
      visaType: '',
    },
  });

  // confirmPassword only guards against typos; it is never sent.
  const onSubmit = handleSubmit(({ confirmPassword: _confirmation, ...details }) =>
    registration.mutate(details, {
      onSuccess: () => {
        toast({
          title: t('auth.success.title'),
          description: t('auth.success.accountCreated'),
        });
        navigate(paths.dashboard);
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('auth.error.register'),
          description: serverErrorText(t, error) ?? t('auth.error.register'),
        }),
    }),
  );

  const label = {
    username: t('auth.fields.username'),
    email: t('auth.fields.email'),
    password: t('auth.fields.password'),
    confirmPassword: t('auth.fields.confirmPassword'),
    nationality: t('auth.fields.nationality'),
    destination: t('auth.fields.destination'),
    visaType: t('auth.fields.visaType'),
  };
  const busy = registration.isPending || registration.isSuccess;

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
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField
          label={label.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint={t('auth.hints.minLength', { min: USERNAME_MIN_LENGTH })}
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
          hint={t('auth.hints.minLength', { min: PASSWORD_MIN_LENGTH })}
          error={errorText(errors.password, label.password)}
          {...register('password')}
        />
        <FormField
          label={label.confirmPassword}
          type="password"
          autoComplete="new-password"
          error={errorText(errors.confirmPassword, label.confirmPassword)}
          {...register('confirmPassword')}
        />
        <fieldset className="mt-2 grid gap-4 border-t border-border pt-4">
          <legend className="pr-2 text-sm font-semibold text-foreground">
            {t('auth.register.travelDetails')}
          </legend>
          {optionalFields.map((field) => (
            <FormField
              key={field}
              label={label[field]}
              autoComplete="off"
              error={errorText(errors[field], label[field])}
              {...register(field)}
            />
          ))}
        </fieldset>
        <Button type="submit" className="mt-2 w-full" disabled={busy}>
          {busy ? t('auth.register.pending') : t('auth.register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

export function RegisterPage() {
  return (
    <SignedOutOnly>
      <RegisterForm />
    </SignedOutOnly>
  );
}
