import { Download, MapPin } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '@common/constants';
import type { Booking } from '@common/contracts/bookings';
import { formatMoney } from '@common/format-money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { TripGroup } from '@/features/dashboard/utils/dashboard-items';
import { FARE_LABEL_KEYS } from '@/features/dashboard/utils/dashboard-labels';
import { formatDay } from '@/features/dashboard/utils/format-dashboard';
import { currentLanguage } from '@/lib/i18n';
import { paths } from '@/lib/paths';

type DownloadProps = {
  downloading: ReadonlySet<string>;
  onDownload: (id: string) => void;
};

/**
 * A booking of My Trips (product.md §8.3): type, reference and status ('confirmed' shown
 * distinctively, any other status as it is); a flight's route, date and fare, or a hotel's name,
 * city and check-in date; then the amount and a download.
 */
function TripCard({ booking, downloading, onDownload }: DownloadProps & { booking: Booking }) {
  const { t, i18n } = useTranslation();
  const day = (value: string) => formatDay(value, i18n.language);
  const confirmed = booking.status === 'confirmed';
  return (
    <Card
      role="article"
      aria-label={t(`dashboard.trips.${booking.type}Card`, { reference: booking.reference })}
    >
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle>{t(`dashboard.types.${booking.type}`)}</CardTitle>
          <p className="font-mono text-xs text-muted-foreground">{booking.reference}</p>
        </div>
        <Badge variant={confirmed ? 'default' : 'secondary'}>
          {confirmed ? t('dashboard.status.confirmed') : booking.status}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        {booking.type === 'flight' ? (
          <>
            <p className="font-medium">{booking.serviceName}</p>
            <p>{t('dashboard.trips.departure', { date: day(booking.details.dates.departure) })}</p>
            <p>{t(FARE_LABEL_KEYS[booking.details.priceOption.label])}</p>
          </>
        ) : (
          <>
            {booking.details.hotelName && (
              <p className="font-medium">{booking.details.hotelName}</p>
            )}
            <p className={booking.details.hotelName ? undefined : 'font-medium'}>
              {booking.details.arrivalCity}
            </p>
            <p>{t('dashboard.trips.checkIn', { date: day(booking.details.checkIn) })}</p>
          </>
        )}
        <p className="font-semibold">
          {formatMoney(booking.amount, booking.currency || DEFAULT_CURRENCY, currentLanguage(i18n))}
        </p>
        <Button
          variant="outline"
          size="sm"
          className="mt-2 justify-self-start"
          disabled={downloading.has(booking.id)}
          onClick={() => onDownload(booking.id)}
        >
          <Download aria-hidden="true" />
          {t('dashboard.trips.downloadConfirmation')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** product.md §8.3: bookings grouped by destination city, or the empty state. */
export function TripsTab({ groups, ...download }: DownloadProps & { groups: TripGroup[] }) {
  const { t } = useTranslation();
  if (groups.length === 0) {
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-3 py-12 text-center">
          <MapPin className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">{t('dashboard.trips.emptyTitle')}</h2>
          <p className="text-muted-foreground">{t('dashboard.trips.emptyDescription')}</p>
          <Button asChild>
            <Link href={paths.home}>{t('dashboard.trips.planFirstTrip')}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid gap-8">
      {groups.map((group) => {
        const count = group.bookings.length;
        return (
          <section key={group.city} aria-label={group.city} className="grid gap-3">
            <div className="flex items-center gap-2">
              <MapPin className="size-5 text-primary" aria-hidden="true" />
              <h2 className="text-xl font-semibold">{group.city}</h2>
              <span className="text-sm text-muted-foreground">
                {count === 1
                  ? t('dashboard.trips.bookingOne', { count })
                  : t('dashboard.trips.bookingMany', { count })}
              </span>
            </div>
            <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {group.bookings.map((booking) => (
                <TripCard key={booking.id} booking={booking} {...download} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
