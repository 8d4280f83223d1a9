import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';

type QueryState = { isError: boolean; errorUpdatedAt: number };

/**
 * One destructive toast per failed blog load (product.md §9.1). Keyed on the failure's time, so a
 * re-render or a change of language never repeats a toast for the same failure.
 */
export function useLoadErrorToast(queries: readonly QueryState[]) {
  const { t } = useTranslation();
  const latestFailure = Math.max(
    0,
    ...queries.filter((query) => query.isError).map((query) => query.errorUpdatedAt),
  );
  const toasted = useRef(0);

  useEffect(() => {
    if (latestFailure === 0 || latestFailure === toasted.current) return;
    toasted.current = latestFailure;
    toast({
      variant: 'destructive',
      title: t('blog.errors.loadTitle'),
      description: t('blog.errors.loadDescription'),
    });
  }, [latestFailure, t]);
}
