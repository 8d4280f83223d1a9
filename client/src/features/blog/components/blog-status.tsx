import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** A dashed panel for an empty list, with an icon, a heading and what comes next. */
export function EmptyState({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-6">
        {icon}
      </span>
      <h2 className="mt-4 text-lg font-semibold">{title}</h2>
      {children}
    </div>
  );
}

/** Shown in place of a list that failed to load and has nothing cached to show instead. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-destructive/40 px-6 py-10 text-center">
      <p className="text-destructive">{t('blog.errors.loadDescription')}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('blog.errors.retry')}
      </Button>
    </div>
  );
}
