import { useQuery } from '@tanstack/react-query';
import { BedDouble, Bus, Car, Plane, Smartphone, Star, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@common/format-money';
import type { TripCity, TripSelection } from '@common/trip';
import { Badge } from '@/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { carsQueryOptions } from '@/features/trip-planning/api/get-cars';
import { esimsQueryOptions } from '@/features/trip-planning/api/get-esims';
import { hotelsQueryOptions } from '@/lib/get-hotels';
import { useRouteDistances } from '@/features/trip-planning/hooks/use-route-distances';
import { currentLanguage } from '@/lib/i18n';

// What a city shows of each service (product.md §4.5).
const SERVICE_LIMITS = { hotels: 3, cars: 2, esims: 3, features: 3, esimFeatures: 2 } as const;

function ServiceSection({
  icon: Icon,
  title,
  query,
  children,
}: {
  icon: LucideIcon;
  title: string;
  query: { isPending: boolean; isError: boolean };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={query.isPending}
      className="flex flex-col gap-2"
    >
      <h4 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <Icon className="size-4" aria-hidden="true" />
        {title}
      </h4>
      {query.isPending ? (
        <p className="text-sm text-muted-foreground">{t('trip.services.loading')}</p>
      ) : query.isError ? (
        <p className="text-sm text-muted-foreground">{t('trip.services.error')}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-3">{children}</ul>
      )}
    </section>
  );
}

function Features({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-1 flex flex-wrap gap-1">
      {items.map((item) => (
        <li key={item}>
          <Badge variant="secondary">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** The sample hotels, cars and eSIMs of one destination city. */
function CityServices({ city }: { city: TripCity }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const money = (amount: number, currency: string) => formatMoney(amount, currency, language);
  const hotels = useQuery({ ...hotelsQueryOptions(city.name, city.country), staleTime: Infinity });
  const cars = useQuery({ ...carsQueryOptions(city.name, city.country), staleTime: Infinity });
  const esims = useQuery({ ...esimsQueryOptions(city.country), staleTime: Infinity });
  const card = 'rounded-md border border-border p-3 text-sm';

  return (
    <div className="flex flex-col gap-4">
      <ServiceSection icon={BedDouble} title={t('trip.services.hotels')} query={hotels}>
        {hotels.data?.hotels.slice(0, SERVICE_LIMITS.hotels).map((hotel) => (
          <li key={hotel.name} className={card}>
            <p className="font-medium">{hotel.name}</p>
            <p className="flex items-center gap-1 text-muted-foreground">
              <Star className="size-3" aria-hidden="true" />
              {t('trip.services.rating', { rating: hotel.rating })}
            </p>
            <p className="text-muted-foreground">{hotel.location}</p>
            <p>{t('trip.services.perNight', { price: money(hotel.price, hotel.currency) })}</p>
            <Features items={hotel.amenities.slice(0, SERVICE_LIMITS.features)} />
          </li>
        ))}
      </ServiceSection>
      <ServiceSection icon={Car} title={t('trip.services.cars')} query={cars}>
        {cars.data?.cars.slice(0, SERVICE_LIMITS.cars).map((car) => (
          <li key={`${car.company}-${car.carType}`} className={card}>
            <p className="font-medium">{car.carType}</p>
            <p>{car.company}</p>
            <p className="text-muted-foreground">{car.location}</p>
            <p>{t('trip.services.perDay', { price: money(car.pricePerDay, car.currency) })}</p>
            <Features items={car.features.slice(0, SERVICE_LIMITS.features)} />
          </li>
        ))}
      </ServiceSection>
      <ServiceSection icon={Smartphone} title={t('trip.services.esims')} query={esims}>
        {esims.data?.esims.slice(0, SERVICE_LIMITS.esims).map((esim) => (
          <li key={esim.provider} className={card}>
            <p className="font-medium">{esim.provider}</p>
            <p className="text-muted-foreground">
              {t('trip.services.esimPlan', { data: esim.dataAllowance, validity: esim.validity })}
            </p>
            <p>{money(esim.price, esim.currency)}</p>
            <Features items={esim.features.slice(0, SERVICE_LIMITS.esimFeatures)} />
          </li>
        ))}
      </ServiceSection>
    </div>
  );
}

/**
 * The multi-city services view (product.md §4.5): a tab per destination city
 * with up to 3 hotels, 2 car rentals and 3 eSIMs (3 amenities or features each, 2 for an eSIM),
 * labelled sample content; then, per leg between consecutive cities, a flight search hint
 * (200 km or more) or a ground transport hint (under 200 km, above 0).
 */
export function MultiCityServicesView({ selection }: { selection: TripSelection }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const legsId = useId();
  const { route } = useRouteDistances(selection.destinations);
  const tabValue = (index: number) => `city-${index}`;
  const km = (value: number) => value.toLocaleString(i18n.language);
  const hints = route.legs.filter((leg) => leg.travel !== 'unknown');

  return (
    <section
      aria-labelledby={headingId}
      className="flex max-w-3xl flex-col gap-3 rounded-lg border border-border p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="font-semibold">
          {t('trip.services.title')}
        </h2>
        <Badge variant="outline">{t('trip.services.sample')}</Badge>
      </div>
      <Tabs defaultValue={tabValue(0)}>
        <TabsList aria-label={t('trip.services.tabsLabel')} className="h-auto flex-wrap">
          {selection.destinations.map((city, index) => (
            <TabsTrigger key={`${city.country}-${city.name}-${index}`} value={tabValue(index)}>
              {city.name}
            </TabsTrigger>
          ))}
        </TabsList>
        {selection.destinations.map((city, index) => (
          <TabsContent key={`${city.country}-${city.name}-${index}`} value={tabValue(index)}>
            <CityServices city={city} />
          </TabsContent>
        ))}
      </Tabs>
      {hints.length > 0 && (
        <section aria-labelledby={legsId} className="flex flex-col gap-2">
          <h3 id={legsId} className="text-sm font-semibold">
            {t('trip.services.legs')}
          </h3>
          <ul className="flex flex-col gap-1 text-sm">
            {hints.map((leg, index) => {
              const Icon = leg.travel === 'flight' ? Plane : Bus;
              const hint =
                leg.travel === 'flight' ? 'trip.services.flightHint' : 'trip.services.groundHint';
              return (
                <li key={`${index}-${leg.from}-${leg.to}`} className="flex items-center gap-2">
                  <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  {t(hint, { from: leg.from, to: leg.to, km: km(leg.distanceKm) })}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </section>
  );
}
