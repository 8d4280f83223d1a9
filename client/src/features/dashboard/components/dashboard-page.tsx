import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { DashboardHeader } from '@/features/dashboard/components/dashboard-header';
import { DashboardTabs, type DashboardTab } from '@/features/dashboard/components/dashboard-tabs';
import { useDashboardData } from '@/features/dashboard/hooks/use-dashboard-data';
import { useDocumentDownload } from '@/features/dashboard/hooks/use-document-download';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { usePendingNotice } from '@/lib/pending-notice';

function DashboardLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mx-auto w-full max-w-6xl px-4 py-16 text-center">
      <p className="text-muted-foreground">{t('dashboard.loading')}</p>
    </div>
  );
}

function DashboardLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-10 text-center" role="alert">
        <p>{t('dashboard.loadFailed')}</p>
        <Button variant="outline" onClick={onRetry}>
          {t('dashboard.retry')}
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * The dashboard (product.md §8): a header with the welcome line, 'Back to Chat' and 'Sign Out', and
 * four tabs (Overview first) over the user's reservations, purchases and travel profile.
 * Signed-out visitors go to the login page.
 */
export function DashboardPage() {
  // The sign-in's success notice, left by the login page before its full page redirect here.
  usePendingNotice();
  const { user, isLoading, signOut } = useAuth();
  const dashboard = useDashboardData(user !== null);
  const { download, pending: downloading } = useDocumentDownload();
  // Kept here, not in the tabs, so a failed refetch and its retry land back on the same tab.
  const [tab, setTab] = useState<DashboardTab>('overview');

  if (isLoading) return <DashboardLoading />;
  if (!user) return <Redirect to={paths.login} replace />;
  if (dashboard.state === 'loading') return <DashboardLoading />;

  return (
    <section className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8">
      <DashboardHeader username={user.username} onSignOut={() => void signOut()} />
      {dashboard.state === 'failed' ? (
        <DashboardLoadFailed onRetry={dashboard.retry} />
      ) : (
        <DashboardTabs
          tab={tab}
          onTabChange={setTab}
          user={user}
          data={dashboard.data}
          downloading={downloading}
          onDownload={(id) => void download(id)}
        />
      )}
    </section>
  );
}
