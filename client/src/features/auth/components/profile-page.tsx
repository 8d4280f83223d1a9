import { zodResolver } from '@hookform/resolvers/zod';
import { LogOut } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import type { User } from '@common/contracts/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { profileFormSchema, useUpdateUser } from '@/features/auth/api/update-user';
import { AuthCard } from '@/features/auth/components/auth-card';
import { serverErrorText } from '@/lib/server-error-text';
import { useAuth } from '@/lib/auth';
import { formErrorMap, useFormErrorText } from '@/lib/form-errors';
import { paths } from '@/lib/paths';

const fields = ['nationality', 'destination', 'visaType'] as const;

function formValues(user: User) {
  return {
    nationality: user.nationality ?? '',
    destination: user.destination ?? '',
    visaType: user.visaType ?? '',
  };
}

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const update = useUpdateUser();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(profileFormSchema, { error: formErrorMap }),
    defaultValues: formValues(user),
  });

  // Every field is sent: an emptied field clears the stored value (null).
  const onSubmit = handleSubmit((changes) =>
    update.mutate(changes, {
      onSuccess: (saved) => {
        reset(formValues(saved));
        toast({ title: t('profile.success.title'), description: t('profile.success.description') });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('profile.error.update'),
          description: serverErrorText(t, error) ?? t('profile.error.tryAgain'),
        }),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {fields.map((field) => {
        const label = t(`auth.fields.${field}`);
        return (
          <FormField
            key={field}
            label={label}
            autoComplete="off"
            error={errorText(errors[field], label)}
            {...register(field)}
          />
        );
      })}
      <Button type="submit" className="mt-2 w-full" disabled={update.isPending}>
        {update.isPending ? t('profile.updating') : t('profile.update')}
      </Button>
    </form>
  );
}

export function ProfilePage() {
  const { t } = useTranslation();
  const { user, isLoading, signOut } = useAuth();

  if (isLoading) {
    return (
      <p role="status" className="mx-auto w-full max-w-md px-4 py-12 text-muted-foreground">
        {t('common.loading')}
      </p>
    );
  }
  // product.md §2.1, §1.2: the profile is for signed-in users only.
  if (!user) return <Redirect to={paths.login} replace />;
  const account = [
    [t('auth.fields.username'), user.username],
    [t('auth.fields.email'), user.email],
  ] as const;

  return (
    <AuthCard title={t('pages.profile.title')} description={t('pages.profile.description')}>
      <div className="grid gap-6">
        <section aria-labelledby="profile-account" className="grid gap-3">
          <h2 id="profile-account" className="text-base font-semibold">
            {t('profile.account')}
          </h2>
          <dl className="grid gap-3 rounded-md bg-muted p-4 text-sm">
            {account.map(([label, value]) => (
              <div key={label} className="grid gap-0.5">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium break-all text-foreground">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="profile-travel" className="grid gap-3">
          <div className="grid gap-1">
            <h2 id="profile-travel" className="text-base font-semibold">
              {t('profile.travelDetails')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('profile.travelDetailsDescription')}</p>
          </div>
          {/* Keyed by user, so a different account never sees the previous one's values. */}
          <ProfileForm key={user.id} user={user} />
        </section>
        <Button variant="outline" className="w-full" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {t('profile.logout')}
        </Button>
      </div>
    </AuthCard>
  );
}
