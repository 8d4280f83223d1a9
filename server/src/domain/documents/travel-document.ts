import { z } from 'zod';
import { FLIGHT_RESERVATION_HOLD_DAYS, type Booking } from '@common/contracts/bookings';
import type { Purchase } from '@common/contracts/purchases';
import { VISA_BUNDLE_VALID_DAYS } from '@common/contracts/visa-orders';
import { endOfDayEverywhere } from '../bookings/plan-booking';

/**
 * What the PDF and the public verification say about one booking or purchase, in English.
 * Built from the API shapes, so both read the same facts.
 */
export type TravelDocument = {
  /** 'flight', 'hotel', or the purchase's service type. */
  type: string;
  /** The PDF's heading: 'Flight Reservation', 'Hotel Reservation' or the service name. */
  title: string;
  /** Whether it is a reservation document for a visa application (not a ticket). */
  isReservation: boolean;
  reference: string;
  status: string;
  passengerName: string | undefined;
  /** 'Paris → Tokyo', the hotel's city, or the service name. */
  description: string;
  dates: { start?: string; end?: string };
  /** Label and value rows of the PDF, in order. */
  details: Array<{ label: string; value: string }>;
  amount: string;
  currency: string;
  issuedAt: Date;
  /** After it the document is no longer valid; undefined when it does not lapse. */
  validUntil: Date | undefined;
  refundable: boolean | undefined;
};

const FLIGHT_TYPE_NAMES = {
  oneway: 'One-way',
  roundtrip: 'Round trip',
  flexible_return: 'Open-jaw',
} as const;

export function documentFromBooking(booking: Booking): TravelDocument {
  const fields = {
    type: booking.type,
    isReservation: true,
    reference: booking.reference,
    status: booking.status,
    amount: booking.amount,
    currency: booking.currency,
    issuedAt: new Date(booking.createdAt),
  };
  if (booking.type === 'flight') {
    const d = booking.details;
    return {
      ...fields,
      title: 'Flight Reservation',
      passengerName: d.fullName,
      description: booking.serviceName,
      dates: { start: d.dates.departure, end: d.dates.return },
      details: [
        { label: 'Route', value: booking.serviceName },
        ...(d.returnCity
          ? [{ label: 'Return', value: `${d.returnCity} → ${d.departureCity}` }]
          : []),
        { label: 'Trip', value: FLIGHT_TYPE_NAMES[d.flightType] },
        { label: 'Departure', value: formatDate(d.dates.departure) },
        ...(d.dates.return ? [{ label: 'Return date', value: formatDate(d.dates.return) }] : []),
        { label: 'Passengers', value: String(d.passengers) },
        // The lead passenger prints as the document's passenger; every other one by number.
        ...(d.otherPassengers ?? []).map((name, i) => ({
          label: `Passenger ${i + 2}`,
          value: name,
        })),
        { label: 'Fare', value: d.priceOption.label },
        { label: 'Destination', value: booking.destination },
      ],
      validUntil: new Date(booking.expiresAt),
      refundable: booking.refundable,
    };
  }
  const d = booking.details;
  const stay = `${formatDate(d.checkIn)} – ${formatDate(d.checkOut)}`;
  return {
    ...fields,
    title: 'Hotel Reservation',
    passengerName: d.guestName,
    description: d.hotelName ? `${d.hotelName}, ${d.arrivalCity}` : d.arrivalCity,
    dates: { start: d.checkIn, end: d.checkOut },
    details: [
      { label: 'Hotel', value: d.hotelName ? `${d.hotelName}, ${d.arrivalCity}` : d.arrivalCity },
      // The catalogue's hotels are sample listings, and the document says so.
      ...(d.hotelAddress
        ? [{ label: 'Address', value: `${d.hotelAddress} (sample listing)` }]
        : []),
      { label: 'Destination', value: booking.destination },
      { label: 'Stay', value: `${stay} (${d.nights} ${d.nights === 1 ? 'night' : 'nights'})` },
      { label: 'Guests', value: String(d.guests) },
      { label: 'Room', value: d.priceOption.label },
    ],
    // A hotel reservation holds until its check-out day is over (decision 011).
    validUntil: endOfDayEverywhere(d.checkOut),
    refundable: undefined,
  };
}

// Purchase metadata is whatever the dialog sent (visa orders have no passenger): read what is there.
const purchaseFactsSchema = z.object({
  fromCity: z.string().optional().catch(undefined),
  toCity: z.string().optional().catch(undefined),
  additionalCities: z.array(z.string()).optional().catch(undefined),
  nationality: z.string().optional().catch(undefined),
  passengerInfo: z.object({ passengerName: z.string() }).optional().catch(undefined),
});

const RESERVATION_SERVICE_TYPES = new Set(['dummy-flight', 'dummy-hotel']);
const DAY_MS = 86_400_000;

/**
 * Reservation documents bought as add-ons are held as long as a booked flight reservation; the
 * visa bundle's documents for the days it promises; other purchases do not lapse (decision 011).
 */
function purchaseValidUntil(purchase: Purchase): Date | undefined {
  const days = RESERVATION_SERVICE_TYPES.has(purchase.type)
    ? FLIGHT_RESERVATION_HOLD_DAYS
    : purchase.type === 'visa-bundle'
      ? VISA_BUNDLE_VALID_DAYS
      : undefined;
  return days === undefined ? undefined : new Date(Date.parse(purchase.createdAt) + days * DAY_MS);
}

export function documentFromPurchase(purchase: Purchase): TravelDocument {
  const facts = purchaseFactsSchema.parse(purchase.metadata);
  const cities = [facts.fromCity, facts.toCity, ...(facts.additionalCities ?? [])].filter(
    (city): city is string => Boolean(city),
  );
  const route = cities.length >= 2 ? cities.join(' → ') : undefined;
  return {
    type: purchase.type,
    title: purchase.serviceName,
    isReservation: RESERVATION_SERVICE_TYPES.has(purchase.type),
    reference: purchase.reference,
    status: purchase.status,
    passengerName: facts.passengerInfo?.passengerName,
    description: purchase.serviceName,
    dates: {},
    details: [
      { label: 'Service', value: purchase.serviceName },
      ...(route ? [{ label: 'Route', value: route }] : []),
      ...(purchase.destination ? [{ label: 'Destination', value: purchase.destination }] : []),
    ],
    amount: purchase.price,
    currency: purchase.currency,
    issuedAt: new Date(purchase.createdAt),
    validUntil: purchaseValidUntil(purchase),
    refundable: undefined,
  };
}

/** 'valid' until validUntil has passed. */
export function documentState(document: TravelDocument, now: Date): 'valid' | 'expired' {
  return document.validUntil && document.validUntil.getTime() <= now.getTime()
    ? 'expired'
    : 'valid';
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** '2027-05-12' → 'Wed 12 May 2027'. */
export function formatDate(isoDate: string): string {
  return DATE_FORMAT.format(new Date(`${isoDate}T00:00:00Z`));
}

/** '12 May 2027, 14:30 UTC'. */
export function formatDateTime(date: Date): string {
  return `${DATE_TIME_FORMAT.format(date)} UTC`;
}
