import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowRight, BarChart3 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopularDestination } from '@common/contracts/blog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { rankDestinations } from '../utils/rank-destinations';
import { EmptyState, ListNotLoaded } from './blog-status';

function DestinationRow({
  rank,
  item,
  onViewAll,
}: {
  rank: number;
  item: PopularDestination;
  onViewAll: (tag: string) => void;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  return (
    <li className="flex items-center gap-4 rounded-lg border bg-card p-4 shadow-sm">
      {/* The ordered list already tells assistive tech the rank. */}
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-base font-bold text-secondary-foreground"
      >
        {rank}
      </span>
      <div className="min-w-0 flex-1">
        <p id={nameId} className="truncate font-semibold">
          {item.destination}
        </p>
        <p className="text-sm text-muted-foreground">
          {t('blog.popular.inquiryCount', { total: item.count })}
        </p>
      </div>
      {/* Every row says 'View All'; the description names the destination it belongs to. */}
      <Button
        variant="outline"
        size="sm"
        aria-describedby={nameId}
        onClick={() => onViewAll(item.tag)}
      >
        {t('blog.popular.viewAll')}
        <ArrowRight aria-hidden="true" />
      </Button>
    </li>
  );
}

/** The popular tab: destinations ranked by how many inquiries name them. */
export function PopularDestinations({
  query,
  onViewAll,
}: {
  query: UseQueryResult<PopularDestination[]>;
  onViewAll: (tag: string) => void;
}) {
  const { t } = useTranslation();
  const destinations = query.data;

  if (destinations === undefined) {
    return (
      <ListNotLoaded query={query}>
        <div className="grid gap-3">
          <Skeleton className="h-18 w-full" />
          <Skeleton className="h-18 w-full" />
          <Skeleton className="h-18 w-full" />
        </div>
      </ListNotLoaded>
    );
  }

  if (destinations.length === 0) {
    return (
      <EmptyState
        icon={<BarChart3 aria-hidden="true" />}
        title={t('blog.empty.popularTitle')}
        description={t('blog.empty.popularDescription')}
      />
    );
  }

  return (
    <ol className="grid gap-3">
      {rankDestinations(destinations).map((item, index) => (
        <DestinationRow key={item.tag} rank={index + 1} item={item} onViewAll={onViewAll} />
      ))}
    </ol>
  );
}
