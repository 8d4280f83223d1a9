import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * A list whose query has no data yet: its placeholders while it loads, or, once the load failed
 * with nothing cached to show instead, the failure and a retry.
 */
export function ListNotLoaded({
  query,
  children,
}: {
  query: UseQueryResult<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('common.loading')}
        </p>
        {children}
      </div>
    );
  }
  if (!query.isError) return null;
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-destructive/40 px-6 py-10 text-center">
      <p className="text-destructive">{t('blog.errors.loadDescription')}</p>
      <Button variant="outline" onClick={() => void query.refetch()}>
        {t('blog.errors.retry')}
      </Button>
    </div>
  );
}

/** A dashed panel for an empty list, with an icon, a heading and what comes next. */
export function EmptyState({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-6">
        {icon}
      </span>
      <h2 className="mt-4 text-lg font-semibold">{title}</h2>
      <p className="mt-2 max-w-md text-muted-foreground">{description}</p>
      {children}
    </div>
  );
}
