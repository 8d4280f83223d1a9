import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/placeholder-page';

export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('pages.profile.title')}
      description={t('pages.profile.description')}
    />
  );
}
