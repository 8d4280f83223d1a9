import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ConversationLinks } from '@/components/conversation-links';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { recentActivity, travelStats } from '@/features/dashboard/utils/dashboard-items';
import {
  ACTIVITY_TYPE_KEYS,
  OTHER_ACTIVITY_TYPE_KEY,
} from '@/features/dashboard/utils/dashboard-labels';
import { useConversations } from '@/lib/get-conversations';
import { currentLanguage } from '@/lib/i18n';
import { paths } from '@/lib/paths';

type OverviewTabProps = {
  stats: ReturnType<typeof travelStats>;
  recent: ReturnType<typeof recentActivity>;
  onDownloadDocuments: () => void;
};

/** product.md §8.2: Travel Stats, Recent Activity (at most 3) and Quick Actions. */
export function OverviewTab({ stats, recent, onDownloadDocuments }: OverviewTabProps) {
  const { t, i18n } = useTranslation();
  // Only signed-in travellers reach the dashboard.
  const conversations = useConversations(currentLanguage(i18n), true);
  const statRows = [
    [t('dashboard.overview.totalBookings'), String(stats.totalBookings)],
    [t('dashboard.overview.destinations'), String(stats.destinations)],
    [
      t('dashboard.overview.profileComplete'),
      stats.profileComplete ? t('dashboard.overview.yes') : t('dashboard.overview.no'),
    ],
  ] as const;

  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Card>
        <CardHeader>
          <CardTitle>{t('dashboard.overview.travelStats')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-2 text-sm">
            {statRows.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('dashboard.overview.recentActivity')}</CardTitle>
        </CardHeader>
        <CardContent>
          {recent.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('dashboard.overview.noActivity')}</p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {recent.map((item) => (
                <li key={item.id} className="flex justify-between gap-4">
                  <span>{t(ACTIVITY_TYPE_KEYS[item.type] ?? OTHER_ACTIVITY_TYPE_KEY)}</span>
                  <span className="font-mono text-muted-foreground">{item.reference}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('dashboard.overview.quickActions')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2">
          <Button asChild>
            <Link href={paths.home}>{t('dashboard.overview.planNewTrip')}</Link>
          </Button>
          <Button variant="outline" onClick={onDownloadDocuments}>
            {t('dashboard.overview.downloadDocuments')}
          </Button>
        </CardContent>
      </Card>
      <Card className="md:col-span-3">
        <CardHeader>
          <CardTitle>{t('dashboard.overview.conversations')}</CardTitle>
        </CardHeader>
        <CardContent>
          {conversations.data ? (
            <ConversationLinks
              conversations={conversations.data}
              emptyText={t('dashboard.overview.noConversations')}
            />
          ) : (
            <p className="text-sm text-muted-foreground" role="status">
              {t('dashboard.overview.loadingConversations')}
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
