import { BedDouble, Plane, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { TFunction } from 'i18next';
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

export type BookedLine = { key: string; Icon: LucideIcon; text: string; reference: string };

/** A booked line as plain text, as the itinerary PDF prints it. */
export function bookedLineText(t: TFunction, line: BookedLine): string {
  return `${line.text} · ${t('itinerary.booked.reference', { reference: line.reference })}`;
}

/** One booked item: its icon, what it is and its reference. */
function BookedItem({ line }: { line: BookedLine }) {
  const { t } = useTranslation();
  const { Icon, text, reference } = line;
  return (
    <li className="flex items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {text}
        <span className="text-muted-foreground">
          {' '}
          · {t('itinerary.booked.reference', { reference })}
        </span>
      </span>
    </li>
  );
}

const NOTHING_BOOKED: TripBooked = { flights: [], hotels: [], services: [] };

/** Every flight leg, hotel and add-on as a line, in that order; none without a record. */
export function useBookedLines(booked: TripBooked | undefined): BookedLine[] {
  const { flights, hotels, services } = booked ?? NOTHING_BOOKED;
  const { t, i18n } = useTranslation();
  const dates = new Intl.DateTimeFormat(currentLanguage(i18n), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  const day = (iso: string) => dates.format(new Date(`${iso}T00:00:00Z`));
  return [
    ...flights.flatMap(({ reference, legs }) =>
      legs.map((leg, index) => ({
        key: `${reference}-${index}`,
        Icon: Plane,
        text: t('itinerary.booked.leg', { from: leg.from, to: leg.to, date: day(leg.date) }),
        reference,
      })),
    ),
    ...hotels.map((hotel) => ({
      key: hotel.reference,
      Icon: BedDouble,
      text: t(hotel.name ? 'itinerary.booked.namedHotel' : 'itinerary.booked.hotel', {
        name: hotel.name,
        city: hotel.city,
        checkIn: day(hotel.checkIn),
        checkOut: day(hotel.checkOut),
      }),
      reference: hotel.reference,
    })),
    ...services.map(({ reference, type }) => ({
      key: reference,
      Icon: ShieldCheck,
      text: t(serviceNameKey(type)),
      reference,
    })),
  ];
}

/**
 * What is booked for the trip (product.md §4.9), above its day-by-day plan: every flight leg with
 * its date, every hotel with its dates, every add-on, each with its reference. Nothing when
 * nothing is booked.
 */
export function TripBookedSummary({ lines }: { lines: readonly BookedLine[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-md border border-border p-3 text-sm">
      <h4 id={headingId} className="font-medium">
        {t('itinerary.booked.title')}
      </h4>
      <ul className="mt-1 flex flex-col gap-1">
        {lines.map((line) => (
          <BookedItem key={line.key} line={line} />
        ))}
      </ul>
    </section>
  );
}
