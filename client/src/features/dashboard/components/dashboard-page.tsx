import { ArrowLeft, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useProfileStatus } from '@/lib/get-profile-status';
import { usePurchases } from '@/features/dashboard/api/get-purchases';
import { useReservations } from '@/features/dashboard/api/get-reservations';
import { DocumentsTab } from '@/features/dashboard/components/documents-tab';
import { OverviewTab } from '@/features/dashboard/components/overview-tab';
import { ProfileTab } from '@/features/dashboard/components/profile-tab';
import { TripsTab } from '@/features/dashboard/components/trips-tab';
import { useDocumentDownload } from '@/features/dashboard/hooks/use-document-download';
import {
  documentsOf,
  groupTripsByCity,
  recentActivity,
  travelStats,
} from '@/features/dashboard/utils/dashboard-items';
import { useAuth } from '@/lib/auth';
import { useTravelProfile } from '@/lib/get-travel-profile';
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

/**
 * The dashboard (product.md §8): a header with the welcome line, 'Back to Chat' and 'Sign Out', and
 * four tabs (Overview first) over the user's reservations, purchases and travel profile.
 * Signed-out visitors go to the login page.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  // The sign-in's success notice, left by the login page before its full page redirect here.
  usePendingNotice();
  const { user, isLoading, signOut } = useAuth();
  const signedIn = user !== null;
  const reservations = useReservations({ enabled: signedIn });
  const purchases = usePurchases({ enabled: signedIn });
  const status = useProfileStatus({ enabled: signedIn });
  // Asked only when there is one: a 404 would be logged by the browser as an error.
  const hasProfile = status.data?.hasProfile === true;
  const profile = useTravelProfile({ enabled: signedIn && hasProfile });
  const { download, pending: downloading } = useDocumentDownload();
  const [tab, setTab] = useState<DashboardTab>('overview');

  if (isLoading) return <DashboardLoading />;
  if (!user) return <Redirect to={paths.login} replace />;

  const queries = hasProfile
    ? [reservations, purchases, status, profile]
    : [reservations, purchases, status];
  if (queries.some((query) => query.isPending && !query.isError)) return <DashboardLoading />;
  const travelProfile = hasProfile ? profile.data : null;

  let body;
  if (
    queries.some((query) => query.isError) ||
    !reservations.data ||
    !purchases.data ||
    !status.data ||
    travelProfile === undefined
  ) {
    body = (
      <Card>
        <CardContent className="grid justify-items-center gap-3 py-10 text-center" role="alert">
          <p>{t('dashboard.loadFailed')}</p>
          <Button
            variant="outline"
            onClick={() => {
              for (const query of queries) if (query.isError) void query.refetch();
            }}
          >
            {t('dashboard.retry')}
          </Button>
        </CardContent>
      </Card>
    );
  } else {
    const bookings = reservations.data;
    const bought = purchases.data;
    body = (
      <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="overview">{t('dashboard.tabs.overview')}</TabsTrigger>
          <TabsTrigger value="trips">{t('dashboard.tabs.trips')}</TabsTrigger>
          <TabsTrigger value="documents">{t('dashboard.tabs.documents')}</TabsTrigger>
          <TabsTrigger value="profile">{t('dashboard.tabs.profile')}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab
            stats={travelStats(bookings, bought, status.data.missing.length === 0)}
            recent={recentActivity(bookings, bought)}
            onDownloadDocuments={() => setTab('documents')}
          />
        </TabsContent>
        <TabsContent value="trips">
          <TripsTab
            groups={groupTripsByCity(bookings, t('dashboard.trips.unknownDestination'))}
            downloading={downloading}
            onDownload={(id) => void download(id)}
          />
        </TabsContent>
        <TabsContent value="documents">
          <DocumentsTab
            documents={documentsOf(bookings, bought)}
            downloading={downloading}
            onDownload={(id) => void download(id)}
          />
        </TabsContent>
        <TabsContent value="profile">
          <ProfileTab
            user={user}
            nationality={status.data.nationality ?? user.nationality}
            profile={travelProfile}
            missing={status.data.missing}
          />
        </TabsContent>
      </Tabs>
    );
  }

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
      {body}
    </section>
  );
}
