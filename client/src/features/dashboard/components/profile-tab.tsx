import type { ParseKeys, TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { User } from '@common/contracts/auth';
import type { ProfileQuestion, TravelProfile } from '@common/contracts/travel-profile';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { resetTravelProfile } from '@/features/dashboard/api/reset-travel-profile';
import { BUDGET_KEYS, DURATION_KEYS } from '@/features/dashboard/utils/dashboard-labels';
import { paths } from '@/lib/paths';
import { PROFILE_INTEREST_KEYS, PROFILE_PURPOSE_KEYS } from '@/lib/travel-profile-labels';
import { requestTravelProfile } from '@/lib/travel-profile-request';

type ProfileTabProps = {
  user: User;
  nationality: string | null;
  profile: TravelProfile | null;
  /** The questionnaire's answers the profile still lacks. */
  missing: readonly ProfileQuestion[];
};

function Details({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  return (
    <dl className="grid gap-3 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The travel preferences of §8.5, each 'Not set' until answered. */
function preferenceRows(t: TFunction, { purpose, duration, budget, interests }: TravelProfile) {
  const named = (key: ParseKeys | null) => t(key ?? 'dashboard.profile.notSet');
  return [
    [t('dashboard.profile.purpose'), named(purpose && PROFILE_PURPOSE_KEYS[purpose])],
    [t('dashboard.profile.duration'), named(duration && DURATION_KEYS[duration])],
    [t('dashboard.profile.budget'), named(budget && BUDGET_KEYS[budget])],
    [
      t('dashboard.profile.interests'),
      interests?.length
        ? interests.map((interest) => t(PROFILE_INTEREST_KEYS[interest])).join(', ')
        : t('dashboard.profile.notSet'),
    ],
  ] as const;
}

function CompleteProfileLink() {
  const { t } = useTranslation();
  return (
    <Button asChild className="justify-self-start">
      <Link href={paths.home} onClick={() => requestTravelProfile()}>
        {t('dashboard.profile.completeProfile')}
      </Link>
    </Button>
  );
}

/**
 * product.md §8.5: the account, and the travel preferences (the questionnaire's, or those the
 * chat filled) with 'Reset Travel Profile' (after a confirmation; the page then reloads), and
 * the invitation to complete the profile while the questionnaire has something left to ask.
 */
export function ProfileTab({ user, nationality, profile, missing }: ProfileTabProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const notSet = t('dashboard.profile.notSet');

  const reset = async () => {
    setResetting(true);
    try {
      if (await resetTravelProfile()) {
        window.location.reload();
        return;
      }
    } catch (error) {
      console.error('Failed to reset profile', error);
      toast({
        variant: 'destructive',
        title: t('dashboard.profile.resetFailedTitle'),
        description: t('dashboard.profile.resetFailedDescription'),
      });
    }
    setResetting(false);
  };

  const account = [
    [t('dashboard.profile.username'), user.username],
    [t('dashboard.profile.email'), user.email],
    [t('dashboard.profile.nationality'), nationality?.trim() || notSet],
  ] as const;

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{t('dashboard.profile.accountInformation')}</CardTitle>
        </CardHeader>
        <CardContent>
          <Details rows={account} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('dashboard.profile.travelPreferences')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {profile ? (
            <>
              <Details rows={preferenceRows(t, profile)} />
              <div className="flex flex-wrap gap-2">
                {missing.length > 0 && <CompleteProfileLink />}
                <Button variant="outline" disabled={resetting} onClick={() => setConfirming(true)}>
                  {t('dashboard.profile.reset')}
                </Button>
              </div>
            </>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                {t('dashboard.profile.noPreferences')}
              </p>
              <CompleteProfileLink />
            </>
          )}
        </CardContent>
      </Card>

      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('dashboard.profile.confirmReset')}
        cancelLabel={t('dashboard.confirm.cancel')}
        confirmLabel={t('dashboard.profile.resetConfirm')}
        destructive
        onConfirm={() => void reset()}
      />
    </div>
  );
}
