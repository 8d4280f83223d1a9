import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-foreground">{t('notFound.title')}</h1>
      <p className="mt-4 text-muted-foreground">{t('notFound.description')}</p>
    </section>
  );
}
