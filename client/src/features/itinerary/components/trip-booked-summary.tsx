import { BedDouble, Plane, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchasableServiceType } from '@common/constants';
import type { TripRecord } from '@common/contracts/trip-record';
import { currentLanguage } from '@/lib/i18n';

export type TripBooked = Pick<TripRecord, 'flights' | 'hotels' | 'services'>;

/** The name of an add-on by its service type; the purchase dialog's generic name otherwise. */
const SERVICE_NAME_KEYS = {
  'travel-insurance': 'itinerary.upsells.insurance.title',
  tours: 'itinerary.upsells.tours.title',
  esim: 'itinerary.upsells.esim.title',
  'car-rental': 'itinerary.upsells.car.title',
  'dummy-flight': 'purchase.services.dummyFlight.name',
  'dummy-hotel': 'purchase.services.dummyHotel.name',
} as const satisfies Record<PurchasableServiceType, string>;

function serviceNameKey(type: string) {
  return Object.hasOwn(SERVICE_NAME_KEYS, type)
    ? SERVICE_NAME_KEYS[type as PurchasableServiceType]
    : 'purchase.services.other.name';
}

/**
 * What is booked for the trip (product.md §4.9), above its day-by-day plan: every flight leg with
 * its date, every hotel with its dates, every add-on, each with its reference. Nothing when
 * nothing is booked.
 */
export function TripBookedSummary({ booked }: { booked: TripBooked }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { flights, hotels, services } = booked;
  if (flights.length + hotels.length + services.length === 0) return null;
  const dates = new Intl.DateTimeFormat(currentLanguage(i18n), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  const day = (iso: string) => dates.format(new Date(`${iso}T00:00:00Z`));
  const reference = (value: string) => (
    <span className="text-muted-foreground">
      {' '}
      · {t('itinerary.booked.reference', { reference: value })}
    </span>
  );

  return (
    <section aria-labelledby={headingId} className="rounded-md border border-border p-3 text-sm">
      <h4 id={headingId} className="font-medium">
        {t('itinerary.booked.title')}
      </h4>
      <ul className="mt-1 flex flex-col gap-1">
        {flights.flatMap((flight) =>
          flight.legs.map((leg, index) => (
            <li key={`${flight.reference}-${index}`} className="flex items-start gap-2">
              <Plane aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {t('itinerary.booked.leg', { from: leg.from, to: leg.to, date: day(leg.date) })}
                {reference(flight.reference)}
              </span>
            </li>
          )),
        )}
        {hotels.map((hotel) => (
          <li key={hotel.reference} className="flex items-start gap-2">
            <BedDouble aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {t(hotel.name ? 'itinerary.booked.namedHotel' : 'itinerary.booked.hotel', {
                name: hotel.name,
                city: hotel.city,
                checkIn: day(hotel.checkIn),
                checkOut: day(hotel.checkOut),
              })}
              {reference(hotel.reference)}
            </span>
          </li>
        ))}
        {services.map((service) => (
          <li key={service.reference} className="flex items-start gap-2">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {t(serviceNameKey(service.type))}
              {reference(service.reference)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
