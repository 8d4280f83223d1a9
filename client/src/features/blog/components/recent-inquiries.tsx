import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BLOG, type Language } from '@common/constants';
import type { BlogEntry } from '@common/contracts/blog';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { BlogEntryCard } from './blog-entry-card';
import { BlogEntrySkeleton } from './blog-entry-skeleton';
import { EmptyState, LoadFailed } from './blog-status';

const SKELETON_KEYS = Array.from({ length: BLOG.loadingSkeletons }, (_, index) => index);

/** The recent tab's list: placeholders, a failure, an empty state or the entry cards. */
export function RecentInquiries({
  entries,
  isPending,
  isError,
  onRetry,
  language,
  tag,
  onTagClick,
}: {
  entries: BlogEntry[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  language: Language;
  tag: string | null;
  onTagClick: (tag: string) => void;
}) {
  const { t } = useTranslation();

  if (entries === undefined && isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('common.loading')}
        </p>
        <ul className="grid gap-4">
          {SKELETON_KEYS.map((key) => (
            <li key={key} data-testid="blog-entry-skeleton">
              <BlogEntrySkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (entries === undefined) {
    return isError ? <LoadFailed onRetry={onRetry} /> : null;
  }

  if (entries.length === 0) {
    return (
      <EmptyState icon={<Inbox aria-hidden="true" />} title={t('blog.empty.recentTitle')}>
        <p className="mt-2 max-w-md text-muted-foreground">
          {tag === null
            ? t('blog.empty.recentDescription')
            : t('blog.empty.tagDescription', { tag })}
        </p>
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
