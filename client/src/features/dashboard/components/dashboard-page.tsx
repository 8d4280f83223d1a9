import { ArrowLeft, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect } from 'wouter';
import type { User } from '@common/contracts/auth';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DocumentsTab } from '@/features/dashboard/components/documents-tab';
import { OverviewTab } from '@/features/dashboard/components/overview-tab';
import { ProfileTab } from '@/features/dashboard/components/profile-tab';
import { TripsTab } from '@/features/dashboard/components/trips-tab';
import {
  useDashboardData,
  type DashboardData,
} from '@/features/dashboard/hooks/use-dashboard-data';
import { useDocumentDownload } from '@/features/dashboard/hooks/use-document-download';
import {
  documentsOf,
  groupTripsByCity,
  recentActivity,
  travelStats,
} from '@/features/dashboard/utils/dashboard-items';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { usePendingNotice } from '@/lib/pending-notice';

const TABS = ['overview', 'trips', 'documents', 'profile'] as const;
type DashboardTab = (typeof TABS)[number];
const isTab = (value: string): value is DashboardTab => (TABS as readonly string[]).includes(value);

function DashboardLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mx-auto w-full max-w-6xl px-4 py-16 text-center">
      <p className="text-muted-foreground">{t('dashboard.loading')}</p>
    </div>
  );
}

type DashboardTabsProps = {
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  user: User;
  data: DashboardData;
  downloading: ReadonlySet<string>;
  onDownload: (id: string) => void;
};

/** The dashboard's four tabs, Overview first (product.md §8.1). */
function DashboardTabs({
  tab,
  onTabChange,
  user,
  data: { bookings, purchases, status, travelProfile },
  downloading,
  onDownload,
}: DashboardTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs value={tab} onValueChange={(value) => isTab(value) && onTabChange(value)}>
      <TabsList className="h-auto flex-wrap">
        {TABS.map((value) => (
          <TabsTrigger key={value} value={value}>
            {t(`dashboard.tabs.${value}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab
          stats={travelStats(bookings, purchases, status.missing.length === 0)}
          recent={recentActivity(bookings, purchases)}
          onDownloadDocuments={() => onTabChange('documents')}
        />
      </TabsContent>
      <TabsContent value="trips">
        <TripsTab
          groups={groupTripsByCity(bookings, t('dashboard.trips.unknownDestination'))}
          downloading={downloading}
          onDownload={onDownload}
        />
      </TabsContent>
      <TabsContent value="documents">
        <DocumentsTab
          documents={documentsOf(bookings, purchases)}
          downloading={downloading}
          onDownload={onDownload}
        />
      </TabsContent>
      <TabsContent value="profile">
        <ProfileTab
          user={user}
          nationality={status.nationality ?? user.nationality}
          profile={travelProfile}
          missing={status.missing}
        />
      </TabsContent>
    </Tabs>
  );
}

/**
 * The dashboard (product.md §8): a header with 'My Dashboard', the welcome line, 'Back to Chat'
 * and 'Sign Out' (§8.1), and four tabs (Overview first) over the user's reservations, purchases
 * and travel profile. Signed-out visitors go to the login page.
 */
export function DashboardPage() {
  // The sign-in's success notice, left by the login page before its full page redirect here.
  usePendingNotice();
  const { t } = useTranslation();
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
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{t('dashboard.title')}</h1>
          <p className="text-muted-foreground">
            {t('dashboard.welcome', { username: user.username })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href={paths.home}>
              <ArrowLeft aria-hidden="true" />
              {t('dashboard.backToChat')}
            </Link>
          </Button>
          <Button variant="outline" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" />
            {t('dashboard.signOut')}
          </Button>
        </div>
      </header>
      {dashboard.state === 'failed' ? (
        <Card>
          <CardContent className="grid justify-items-center gap-3 py-10 text-center" role="alert">
            <p>{t('dashboard.loadFailed')}</p>
            <Button variant="outline" onClick={dashboard.retry}>
              {t('dashboard.retry')}
            </Button>
          </CardContent>
        </Card>
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
