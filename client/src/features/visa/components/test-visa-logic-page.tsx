import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/placeholder-page';

export function TestVisaLogicPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('pages.testVisaLogic.title')}
      description={t('pages.testVisaLogic.description')}
    />
  );
}
