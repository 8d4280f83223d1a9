import { Car, Compass, ShieldCheck, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TRAVEL_SAMPLES } from '@common/constants';
import { formatMoney } from '@common/format-money';
import { ServiceCards } from '@/features/itinerary/components/service-cards';
import { currentLanguage } from '@/lib/i18n';

/**
 * The upsells of itinerary_upsells (product.md §4.8), as the add-on purchase dialog names services.
 */
const ITINERARY_UPSELL_SERVICES = ['tours', 'travel-insurance', 'esim', 'car-rental'] as const;
type ItineraryUpsellService = (typeof ITINERARY_UPSELL_SERVICES)[number];

/** itinerary_upsells (product.md §4.8): tours, travel insurance, e-SIM and car hire teasers. */
export function ItineraryUpsellsPanel({
  disabled,
  onChoose,
  services = ITINERARY_UPSELL_SERVICES,
}: {
  disabled: boolean;
  /** Which upsell was chosen: the caller opens the purchase dialog, then restaurant offers. */
  onChoose: (service: ItineraryUpsellService) => void;
  /** Only these, in this order (Skip Hotel offers travel insurance and tours); all by default. */
  services?: readonly ItineraryUpsellService[];
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const usd = (amount: number) => formatMoney(amount, 'USD', language);
  const cards = {
    tours: {
      icon: Compass,
      title: t('itinerary.upsells.tours.title'),
      teaser: t('itinerary.upsells.tours.teaser'),
    },
    'travel-insurance': {
      icon: ShieldCheck,
      title: t('itinerary.upsells.insurance.title'),
      teaser: t('itinerary.upsells.insurance.teaser', {
        price: usd(TRAVEL_SAMPLES.insuranceFromUsd),
      }),
    },
    esim: {
      icon: Smartphone,
      title: t('itinerary.upsells.esim.title'),
      teaser: t('itinerary.upsells.esim.teaser', { price: usd(TRAVEL_SAMPLES.esimFromUsd) }),
    },
    'car-rental': {
      icon: Car,
      title: t('itinerary.upsells.car.title'),
      teaser: t('itinerary.upsells.car.teaser', { price: usd(TRAVEL_SAMPLES.carFromUsdPerDay) }),
    },
  };
  return (
    <ServiceCards
      heading={t('itinerary.upsells.label')}
      columns={2}
      disabled={disabled}
      cards={services.map((service) => ({
        key: service,
        ...cards[service],
        action: t('itinerary.upsells.add'),
        actionName: t('itinerary.upsells.choose', { service: cards[service].title }),
        onClick: () => onChoose(service),
      }))}
    />
  );
}
