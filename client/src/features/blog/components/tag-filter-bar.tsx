import { Hash, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * The 'Filtering by tag' badge and its 'Clear filter' button. It takes focus when a tag is
 * chosen: the control that chose it (a tag, or 'View All' on the other tab) may just have gone.
 */
export function TagFilterBar({ tag, onClear }: { tag: string; onClear: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    ref.current?.focus();
  }, [tag]);

  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary/30 bg-accent px-4 py-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-accent-foreground">{t('blog.filter.label')}</span>
        <span className="inline-flex items-center gap-0.5 rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
          <Hash aria-hidden="true" className="size-3 shrink-0" />
          {tag}
        </span>
      </p>
      <Button variant="outline" size="sm" onClick={onClear}>
        <X aria-hidden="true" />
        {t('blog.filter.clear')}
      </Button>
    </div>
  );
}
