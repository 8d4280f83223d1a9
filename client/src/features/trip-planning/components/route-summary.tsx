import { Bus, Plane } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripCity } from '@common/trip';
import { useRouteDistances } from '@/features/trip-planning/hooks/use-route-distances';

/**
 * The Ground Route Summary (product.md §4.1, §4.2): each leg between consecutive cities with its km
 * and whether a flight (200 km or more) or ground transport suits it, then the total.
 */
export function RouteSummary({ cities }: { cities: readonly (TripCity | null)[] }) {
  const { t, i18n } = useTranslation();
  const { route, loading } = useRouteDistances(cities);
  const headingId = useId();
  const km = (value: number) => t('trip.route.km', { km: value.toLocaleString(i18n.language) });

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={loading}
      className="flex flex-col gap-2 rounded-md border border-border bg-muted/40 p-3"
    >
      <h3 id={headingId} className="text-sm font-semibold">
        {t('trip.route.title')}
      </h3>
      {route.legs.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('trip.route.empty')}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-1 text-sm">
            {route.legs.map((leg, index) => {
              const Icon = leg.travel === 'flight' ? Plane : Bus;
              return (
                <li
                  key={`${index}-${leg.from}-${leg.to}`}
                  className="flex flex-wrap items-center gap-2"
                >
                  <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                  <span>{t('trip.route.leg', { from: leg.from, to: leg.to })}</span>
                  <span className="font-medium">
                    {leg.travel === 'unknown' && !loading
                      ? t('trip.route.unknown')
                      : km(leg.distanceKm)}
                  </span>
                  {leg.travel !== 'unknown' && (
                    <span className="text-muted-foreground">
                      {leg.travel === 'flight' ? t('trip.route.flight') : t('trip.route.ground')}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          <p className="text-sm font-semibold">
            {loading ? t('trip.route.loading') : t('trip.route.total', { km: km(route.totalKm) })}
          </p>
        </>
      )}
    </section>
  );
}
