import { useQuery } from '@tanstack/react-query';
import { BedDouble, Loader2, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@common/format-money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { hotelsQueryOptions } from '@/lib/get-hotels';
import { currentLanguage } from '@/lib/i18n';

/** product.md §4.8: the recommendations list 3 hotels (€89, €125 and €156 a night). */
const RECOMMENDED_HOTEL_COUNT = 3;

/**
 * personalized_hotel_recommendations (product.md §4.8): three sample hotels of the city,
 * labelled as sample content, then 'Book Perfect Hotel Match' or 'Skip Hotel'.
 */
export function HotelRecommendationsPanel({
  city,
  disabled,
  onBook,
  onSkip,
}: {
  /** The city the hotels are in; `country` (ISO2 or name) settles a name several share. */
  city: { name: string; country?: string };
  disabled: boolean;
  /**
   * 'Book Perfect Hotel Match': the caller opens the hotel booking dialog for the best match
   * (the first hotel listed), or for the city alone while the list is not there.
   */
  onBook: (hotel?: { name: string; address: string }) => void;
  /** 'Skip Hotel': on to itinerary_upsells with travel insurance and tours. */
  onSkip: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const headingId = useId();
  const hotels = useQuery(hotelsQueryOptions(city.name, city.country));
  const shown = hotels.data?.hotels.slice(0, RECOMMENDED_HOTEL_COUNT) ?? [];

  return (
    <section
      aria-labelledby={headingId}
      className="flex max-w-2xl flex-col gap-3 rounded-lg border border-border bg-background p-4"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold">
          {t('itinerary.hotels.title', { city: hotels.data?.city ?? city.name })}
        </h3>
        <Badge variant="outline">{t('itinerary.hotels.sample')}</Badge>
      </header>
      {hotels.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {t('itinerary.hotels.loading')}
        </p>
      )}
      {hotels.isError && (
        <p role="alert" className="text-sm text-destructive">
          {t('itinerary.hotels.error')}
        </p>
      )}
      {shown.length > 0 && (
        <>
          <ul className="grid gap-3 sm:grid-cols-3">
            {shown.map((hotel) => (
              <li
                key={hotel.name}
                className="flex flex-col gap-1 rounded-md border border-border p-3"
              >
                <p className="flex items-center gap-2 font-medium">
                  <BedDouble aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  {hotel.name}
                </p>
                <p className="text-xs text-muted-foreground">{hotel.location}</p>
                <p className="flex items-center gap-1 text-xs">
                  <Star aria-hidden="true" className="size-3 fill-current text-primary" />
                  {t('itinerary.hotels.rating', {
                    rating: hotel.rating.toLocaleString(language, { minimumFractionDigits: 1 }),
                  })}
                </p>
                <p className="mt-auto font-semibold">
                  {t('itinerary.hotels.perNight', {
                    price: formatMoney(hotel.price, hotel.currency, language),
                  })}
                </p>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">{t('itinerary.hotels.sampleNote')}</p>
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={disabled}
          onClick={() => {
            const best = shown[0];
            onBook(best ? { name: best.name, address: best.location } : undefined);
          }}
        >
          {t('itinerary.hotels.book')}
        </Button>
        <Button variant="outline" disabled={disabled} onClick={onSkip}>
          {t('itinerary.hotels.skip')}
        </Button>
      </div>
    </section>
  );
}
