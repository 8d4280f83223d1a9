import { BedDouble, Plane, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TRAVEL_SAMPLES } from '@common/constants';
import { formatMoney } from '@common/format-money';
import { ServiceCards, type ServiceCard } from '@/features/itinerary/components/service-cards';
import { currentLanguage } from '@/lib/i18n';

/**
 * personalized_services (product.md §4.8): flight, hotel and insurance cards after 'Book Services'
 * of personalized_itinerary_created. Flight leads to the city selection, hotel to the hotel upsell,
 * insurance to the add-on purchase dialog (decision 012); the caller does each.
 */
export function PersonalizedServicesPanel({
  disabled,
  onFlight,
  onHotel,
  onInsurance,
}: {
  disabled: boolean;
  onFlight: () => void;
  onHotel: () => void;
  onInsurance: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const cards: ServiceCard[] = [
    {
      key: 'flight',
      icon: Plane,
      title: t('itinerary.services.flight.title'),
      teaser: t('itinerary.services.flight.teaser'),
      action: t('itinerary.services.flight.action'),
      onClick: onFlight,
    },
    {
      key: 'hotel',
      icon: BedDouble,
      title: t('itinerary.services.hotel.title'),
      teaser: t('itinerary.services.hotel.teaser'),
      action: t('itinerary.services.hotel.action'),
      onClick: onHotel,
    },
    {
      key: 'insurance',
      icon: ShieldCheck,
      title: t('itinerary.services.insurance.title'),
      teaser: t('itinerary.services.insurance.teaser', {
        price: formatMoney(TRAVEL_SAMPLES.insuranceFromUsd, 'USD', language),
      }),
      action: t('itinerary.services.insurance.action'),
      onClick: onInsurance,
    },
  ];
  return (
    <ServiceCards
      heading={t('itinerary.services.label')}
      columns={3}
      disabled={disabled}
      cards={cards}
    />
  );
}
