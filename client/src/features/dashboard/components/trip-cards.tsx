import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '@common/constants';
import type { Booking } from '@common/contracts/bookings';
import { formatMoney } from '@common/format-money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FARE_LABEL_KEYS } from '@/features/dashboard/utils/dashboard-labels';
import { formatDay } from '@/features/dashboard/utils/format-dashboard';
import { currentLanguage } from '@/lib/i18n';

type FlightBooking = Extract<Booking, { type: 'flight' }>;
type HotelBooking = Extract<Booking, { type: 'hotel' }>;

type CardProps<B> = {
  booking: B;
  downloading: boolean;
  onDownload: (id: string) => void;
};

/**
 * product.md §8.3: 'confirmed' is shown distinctively (default badge); any other status as it is.
 */
function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const confirmed = status === 'confirmed';
  return (
    <Badge variant={confirmed ? 'default' : 'secondary'}>
      {confirmed ? t('dashboard.status.confirmed') : status}
    </Badge>
  );
}

/** The frame both trip cards share: type, reference, status, their own lines, amount, download. */
function TripCard({
  label,
  title,
  booking,
  downloading,
  onDownload,
  children,
}: CardProps<Booking> & { label: string; title: string; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <Card role="article" aria-label={label}>
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle>{title}</CardTitle>
          <p className="font-mono text-xs text-muted-foreground">{booking.reference}</p>
        </div>
        <StatusBadge status={booking.status} />
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        {children}
        <p className="font-semibold">
          {formatMoney(booking.amount, booking.currency || DEFAULT_CURRENCY, currentLanguage(i18n))}
        </p>
        <Button
          variant="outline"
          size="sm"
          className="mt-2 justify-self-start"
          disabled={downloading}
          onClick={() => onDownload(booking.id)}
        >
          <Download aria-hidden="true" />
          {t('dashboard.trips.downloadConfirmation')}
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * A flight of My Trips (product.md §8.3): type, reference, status, route, date, fare and amount.
 */
export function FlightTripCard(props: CardProps<FlightBooking>) {
  const { t, i18n } = useTranslation();
  const { booking } = props;
  const { details } = booking;
  return (
    <TripCard
      {...props}
      label={t('dashboard.trips.flightCard', { reference: booking.reference })}
      title={t('dashboard.types.flight')}
    >
      <p className="font-medium">{booking.serviceName}</p>
      <p>
        {t('dashboard.trips.departure', {
          date: formatDay(details.dates.departure, i18n.language),
        })}
      </p>
      <p>{t(FARE_LABEL_KEYS[details.priceOption.label])}</p>
    </TripCard>
  );
}

/** A hotel of My Trips (product.md §8.3): city, check-in date, amount and a download. */
export function HotelTripCard(props: CardProps<HotelBooking>) {
  const { t, i18n } = useTranslation();
  const { booking } = props;
  const { details } = booking;
  return (
    <TripCard
      {...props}
      label={t('dashboard.trips.hotelCard', { reference: booking.reference })}
      title={t('dashboard.types.hotel')}
    >
      {details.hotelName && <p className="font-medium">{details.hotelName}</p>}
      <p className={details.hotelName ? undefined : 'font-medium'}>{details.arrivalCity}</p>
      <p>{t('dashboard.trips.checkIn', { date: formatDay(details.checkIn, i18n.language) })}</p>
    </TripCard>
  );
}
