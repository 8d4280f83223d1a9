import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded page's code arrives. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="mx-auto w-full max-w-3xl px-4 py-12 text-muted-foreground">
      {t('common.loading')}
    </p>
  );
}
