import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Loader2, UtensilsCrossed } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRAVEL_SAMPLES } from '@common/constants';
import { formatMoney } from '@common/format-money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { restaurantOffersQueryOptions } from '@/features/itinerary/api/get-restaurant-offers';
import { currentLanguage } from '@/lib/i18n';

type RestaurantSavings = { amount: number; currency: string };

type RestaurantOffersPanelProps = {
  /** The city of the offers; `country` (ISO2 or name) settles a name several share. */
  city: { name: string; country?: string };
  disabled: boolean;
  /**
   * 'Book All': the panel shows the confirmation with the savings ($97 for the sample offers)
   * and hands them on, for the chat to record.
   */
  onBookAll: (savings: RestaurantSavings) => void;
  /** 'Skip': the flow ends. */
  onSkip: () => void;
  /** Shows the confirmation from the start (a reloaded conversation that already booked). */
  booked?: boolean;
};

/** The confirmation of 'Book All', with the total savings. */
function RestaurantsBooked({ savings }: { savings: RestaurantSavings }) {
  const { t, i18n } = useTranslation();
  return (
    <p
      role="status"
      className="flex max-w-2xl items-center gap-2 rounded-lg border border-border bg-background p-4 text-sm font-medium"
    >
      <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-primary" />
      {t('itinerary.restaurants.confirmed', {
        amount: formatMoney(savings.amount, savings.currency, currentLanguage(i18n)),
      })}
    </p>
  );
}

/**
 * restaurant_offers (product.md §4.8): the city's sample offers, 15 to 30% off, labelled as sample
 * content; 'Book All' confirms the total savings, 'Skip' ends the flow.
 */
export function RestaurantOffersPanel({
  city,
  disabled,
  onBookAll,
  onSkip,
  booked,
}: RestaurantOffersPanelProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const headingId = useId();
  const offers = useQuery(restaurantOffersQueryOptions(city.name, city.country));
  const [bookedHere, setBookedHere] = useState(false);
  const data = offers.data;
  const savings: RestaurantSavings = data
    ? { amount: data.totalSavings, currency: data.currency }
    : { amount: TRAVEL_SAMPLES.restaurantTotalSavingsUsd, currency: 'USD' };

  if (booked || bookedHere) return <RestaurantsBooked savings={savings} />;

  return (
    <section
      aria-labelledby={headingId}
      className="flex max-w-2xl flex-col gap-3 rounded-lg border border-border bg-background p-4"
    >
      <header className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="font-semibold">
            {t('itinerary.restaurants.title', { city: data?.city ?? city.name })}
          </h3>
          <Badge variant="outline">{t('itinerary.restaurants.sample')}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {t('itinerary.restaurants.teaser', TRAVEL_SAMPLES.restaurantDiscountPercent)}
        </p>
      </header>
      {offers.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {t('itinerary.restaurants.loading')}
        </p>
      )}
      {offers.isError && (
        <p role="alert" className="text-sm text-destructive">
          {t('itinerary.restaurants.error')}
        </p>
      )}
      {data && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {data.offers.map((offer) => (
            <li
              key={offer.name}
              className="flex flex-col gap-1 rounded-md border border-border p-3"
            >
              <p className="flex items-center gap-2 font-medium">
                <UtensilsCrossed aria-hidden="true" className="size-4 shrink-0 text-primary" />
                {offer.name}
              </p>
              <p className="text-xs text-muted-foreground">
                {offer.cuisine} · {offer.location}
              </p>
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <Badge>
                  {t('itinerary.restaurants.discount', { percent: offer.discountPercent })}
                </Badge>
                {t('itinerary.restaurants.saving', {
                  amount: formatMoney(offer.savings, offer.currency, language),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={disabled || !data}
          onClick={() => {
            setBookedHere(true);
            onBookAll(savings);
          }}
        >
          {t('itinerary.restaurants.bookAll')}
        </Button>
        <Button variant="outline" disabled={disabled} onClick={onSkip}>
          {t('itinerary.restaurants.skip')}
        </Button>
      </div>
    </section>
  );
}
