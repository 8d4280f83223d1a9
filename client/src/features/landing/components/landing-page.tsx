import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@common/constants';
import { PlaceholderPage } from '@/components/placeholder-page';

export function LandingPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('pages.landing.title', { product: PRODUCT_NAME })}
      description={t('pages.landing.description', { product: PRODUCT_NAME })}
    />
  );
}
