import { BedDouble } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

/** personalized_hotel_upsell (product.md §4.8). */
export function HotelUpsellPanel({
  disabled,
  onBook,
}: {
  disabled: boolean;
  /** 'Book Personalized Hotel': the caller opens the hotel booking dialog (sign-up first). */
  onBook: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BedDouble aria-hidden="true" className="size-4 text-primary" />
          {t('itinerary.hotelUpsell.title')}
        </CardTitle>
        <CardDescription>{t('itinerary.hotelUpsell.description')}</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button disabled={disabled} onClick={onBook}>
          {t('itinerary.hotelUpsell.book')}
        </Button>
      </CardFooter>
    </Card>
  );
}
