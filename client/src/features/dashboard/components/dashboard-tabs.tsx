import { useTranslation } from 'react-i18next';
import type { User } from '@common/contracts/auth';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DocumentsTab } from '@/features/dashboard/components/documents-tab';
import { OverviewTab } from '@/features/dashboard/components/overview-tab';
import { ProfileTab } from '@/features/dashboard/components/profile-tab';
import { TripsTab } from '@/features/dashboard/components/trips-tab';
import type { DashboardData } from '@/features/dashboard/hooks/use-dashboard-data';
import {
  documentsOf,
  groupTripsByCity,
  recentActivity,
  travelStats,
} from '@/features/dashboard/utils/dashboard-items';

const TABS = ['overview', 'trips', 'documents', 'profile'] as const;
export type DashboardTab = (typeof TABS)[number];
const isTab = (value: string): value is DashboardTab => (TABS as readonly string[]).includes(value);

type DashboardTabsProps = {
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  user: User;
  data: DashboardData;
  downloading: ReadonlySet<string>;
  onDownload: (id: string) => void;
};

/** The dashboard's four tabs, Overview first (product.md §8.1). */
export function DashboardTabs({
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
        <TabsTrigger value="overview">{t('dashboard.tabs.overview')}</TabsTrigger>
        <TabsTrigger value="trips">{t('dashboard.tabs.trips')}</TabsTrigger>
        <TabsTrigger value="documents">{t('dashboard.tabs.documents')}</TabsTrigger>
        <TabsTrigger value="profile">{t('dashboard.tabs.profile')}</TabsTrigger>
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
