import { BedDouble, Plane } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { BookingService } from '@/lib/chat-booking';

/**
 * The visa_free_booking step (product.md §3.4): no visa needed, so book the flight or the hotel.
 */
export function VisaFreeBookingPanel({
  disabled,
  onBook,
}: {
  disabled: boolean;
  onBook: (service: BookingService) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="sr-only">
        {t('chat.booking.label')}
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button disabled={disabled} onClick={() => onBook('flight')}>
          <Plane aria-hidden="true" />
          {t('chat.booking.bookFlight')}
        </Button>
        <Button variant="outline" disabled={disabled} onClick={() => onBook('hotel')}>
          <BedDouble aria-hidden="true" />
          {t('chat.booking.bookHotel')}
        </Button>
      </div>
    </section>
  );
}
