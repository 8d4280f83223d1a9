import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/placeholder-page';

export function BlogPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.blog.title')} description={t('pages.blog.description')} />
  );
}
