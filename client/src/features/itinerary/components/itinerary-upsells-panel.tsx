import { Car, Compass, ShieldCheck, Smartphone, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TRAVEL_SAMPLES } from '@common/constants';
import { formatMoney } from '@common/format-money';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { currentLanguage } from '@/lib/i18n';

/**
 * The upsells of itinerary_upsells (product.md §4.8), as the add-on purchase dialog names services.
 */
export const ITINERARY_UPSELL_SERVICES = [
  'tours',
  'travel-insurance',
  'esim',
  'car-rental',
] as const;
export type ItineraryUpsellService = (typeof ITINERARY_UPSELL_SERVICES)[number];

export type ItineraryUpsellsPanelProps = {
  disabled: boolean;
  /** Which upsell was chosen: the caller opens the purchase dialog, then restaurant offers. */
  onChoose: (service: ItineraryUpsellService) => void;
  /** Only these, in this order (Skip Hotel offers travel insurance and tours); all by default. */
  services?: readonly ItineraryUpsellService[];
};

/** itinerary_upsells (product.md §4.8): tours, travel insurance, e-SIM and car hire teasers. */
export function ItineraryUpsellsPanel({
  disabled,
  onChoose,
  services = ITINERARY_UPSELL_SERVICES,
}: ItineraryUpsellsPanelProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const headingId = useId();
  const cards: Record<ItineraryUpsellService, { icon: LucideIcon; title: string; teaser: string }> =
    {
      tours: {
        icon: Compass,
        title: t('itinerary.upsells.tours.title'),
        teaser: t('itinerary.upsells.tours.teaser'),
      },
      'travel-insurance': {
        icon: ShieldCheck,
        title: t('itinerary.upsells.insurance.title'),
        teaser: t('itinerary.upsells.insurance.teaser', {
          price: formatMoney(TRAVEL_SAMPLES.insuranceFromUsd, 'USD', language),
        }),
      },
      esim: {
        icon: Smartphone,
        title: t('itinerary.upsells.esim.title'),
        teaser: t('itinerary.upsells.esim.teaser', {
          price: formatMoney(TRAVEL_SAMPLES.esimFromUsd, 'USD', language),
        }),
      },
      'car-rental': {
        icon: Car,
        title: t('itinerary.upsells.car.title'),
        teaser: t('itinerary.upsells.car.teaser', {
          price: formatMoney(TRAVEL_SAMPLES.carFromUsdPerDay, 'USD', language),
        }),
      },
    };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold">
        {t('itinerary.upsells.label')}
      </h3>
      <ul className="grid gap-3 sm:grid-cols-2">
        {services.map((service) => {
          const { icon: Icon, title, teaser } = cards[service];
          return (
            <li key={service}>
              <Card className="flex h-full flex-col">
                <CardHeader className="flex-1">
                  <CardTitle className="flex items-center gap-2">
                    <Icon aria-hidden="true" className="size-4 text-primary" />
                    {title}
                  </CardTitle>
                  <CardDescription>{teaser}</CardDescription>
                </CardHeader>
                <CardFooter>
                  <Button
                    size="sm"
                    disabled={disabled}
                    aria-label={t('itinerary.upsells.choose', { service: title })}
                    onClick={() => onChoose(service)}
                  >
                    {t('itinerary.upsells.add')}
                  </Button>
                </CardFooter>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
