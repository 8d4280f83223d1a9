import { MapPin } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FlightTripCard, HotelTripCard } from '@/features/dashboard/components/trip-cards';
import type { TripGroup } from '@/features/dashboard/utils/dashboard-items';
import { paths } from '@/lib/paths';

type TripsTabProps = {
  groups: TripGroup[];
  downloading: ReadonlySet<string>;
  onDownload: (id: string) => void;
};

/** product.md §8.3: bookings grouped by destination city, or the empty state. */
export function TripsTab({ groups, downloading, onDownload }: TripsTabProps) {
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
              {group.bookings.map((booking) =>
                booking.type === 'flight' ? (
                  <FlightTripCard
                    key={booking.id}
                    booking={booking}
                    downloading={downloading.has(booking.id)}
                    onDownload={onDownload}
                  />
                ) : (
                  <HotelTripCard
                    key={booking.id}
                    booking={booking}
                    downloading={downloading.has(booking.id)}
                    onDownload={onDownload}
                  />
                ),
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}
