import { BedDouble, Plane, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TRAVEL_SAMPLES } from '@common/constants';
import { formatMoney } from '@common/format-money';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { currentLanguage } from '@/lib/i18n';

export type PersonalizedServicesPanelProps = {
  disabled: boolean;
  onFlight: () => void;
  onHotel: () => void;
  onInsurance: () => void;
};

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
}: PersonalizedServicesPanelProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const headingId = useId();
  const cards: Array<{
    key: string;
    icon: LucideIcon;
    title: string;
    teaser: string;
    action: string;
    onClick: () => void;
  }> = [
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
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold">
        {t('itinerary.services.label')}
      </h3>
      <ul className="grid gap-3 sm:grid-cols-3">
        {cards.map(({ key, icon: Icon, title, teaser, action, onClick }) => (
          <li key={key}>
            <Card className="flex h-full flex-col">
              <CardHeader className="flex-1">
                <CardTitle className="flex items-center gap-2">
                  <Icon aria-hidden="true" className="size-4 text-primary" />
                  {title}
                </CardTitle>
                <CardDescription>{teaser}</CardDescription>
              </CardHeader>
              <CardFooter>
                <Button size="sm" disabled={disabled} onClick={onClick}>
                  {action}
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
