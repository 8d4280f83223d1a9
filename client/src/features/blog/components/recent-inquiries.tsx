import type { UseQueryResult } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BLOG, type Language } from '@common/constants';
import type { BlogEntry } from '@common/contracts/blog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { BlogEntryCard } from './blog-entry-card';
import { EmptyState, ListNotLoaded } from './blog-status';

const SKELETON_KEYS = Array.from({ length: BLOG.loadingSkeletons }, (_, index) => index);

/** The recent tab's list: placeholders, a failure, an empty state or the entry cards. */
export function RecentInquiries({
  query,
  language,
  tag,
  onTagClick,
}: {
  query: UseQueryResult<BlogEntry[]>;
  language: Language;
  tag: string | null;
  onTagClick: (tag: string) => void;
}) {
  const { t } = useTranslation();
  const entries = query.data;

  if (entries === undefined) {
    return (
      <ListNotLoaded query={query}>
        <ul className="grid gap-4">
          {SKELETON_KEYS.map((key) => (
            <li key={key} data-testid="blog-entry-skeleton">
              {/* The shape of an entry card. */}
              <div className="rounded-lg border bg-card p-5 shadow-sm sm:p-6">
                <Skeleton className="h-6 w-3/4" />
                <Skeleton className="mt-2 h-4 w-40" />
                <div className="mt-4 flex gap-6">
                  <Skeleton className="h-4 w-32" />
                  <Skeleton className="h-4 w-32" />
                </div>
                <Skeleton className="mt-4 h-4 w-full" />
                <Skeleton className="mt-2 h-4 w-5/6" />
                <div className="mt-4 flex gap-2">
                  <Skeleton className="h-6 w-16 rounded-full" />
                  <Skeleton className="h-6 w-20 rounded-full" />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </ListNotLoaded>
    );
  }

  if (entries.length === 0) {
    return (
      <EmptyState
        icon={<Inbox aria-hidden="true" />}
        title={t('blog.empty.recentTitle')}
        description={
          tag === null ? t('blog.empty.recentDescription') : t('blog.empty.tagDescription', { tag })
        }
      >
        <Button asChild className="mt-6">
          <Link href={paths.home}>{t('blog.sidebar.cta')}</Link>
        </Button>
      </EmptyState>
    );
  }

  return (
    <ul className="grid gap-4">
      {entries.map((entry) => (
        <li key={entry.id}>
          <BlogEntryCard
            entry={entry}
            language={language}
            activeTag={tag}
            onTagClick={onTagClick}
          />
        </li>
      ))}
    </ul>
  );
}
