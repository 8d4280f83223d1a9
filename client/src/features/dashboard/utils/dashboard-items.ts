import { DASHBOARD } from '@common/constants';
import type { Booking } from '@common/contracts/bookings';
import type { Purchase } from '@common/contracts/purchases';

// What the dashboard shows, derived from GET /api/reservations and GET /api/purchases
// (product.md §8). Pure functions, so the tabs only render.

export type DocumentKind = 'flight' | 'hotel' | 'visa';

/** One flight ticket or hotel voucher of the Documents tab. */
export type DocumentItem = {
  id: string;
  kind: DocumentKind;
  reference: string;
  /** 'Paris → Tokyo', 'Hotel Booking', 'Dummy Flight Booking'… as the server named it. */
  title: string;
  /** The departure or check-in day (ISO date), when known. */
  date: string | null;
  createdAt: string;
};

export type TripGroup = { city: string; bookings: Booking[] };

/**
 * My Trips: bookings grouped by destination city, groups in the order of their newest booking. A
 * booking's city is its arrival city, else its destination (product.md §8.3); a booking naming
 * neither falls under `unknownDestination`.
 */
export function groupTripsByCity(
  bookings: readonly Booking[],
  unknownDestination: string = DASHBOARD.unknownDestination,
): TripGroup[] {
  const groups = new Map<string, TripGroup>();
  for (const booking of bookings) {
    const city =
      booking.details.arrivalCity.trim() || booking.destination.trim() || unknownDestination;
    const key = city.toLocaleLowerCase();
    const group = groups.get(key);
    if (group) group.bookings.push(booking);
    else groups.set(key, { city, bookings: [booking] });
  }
  return [...groups.values()];
}

const byNewest = (a: { createdAt: string }, b: { createdAt: string }) =>
  b.createdAt.localeCompare(a.createdAt);

/**
 * Add-on purchases that are reservation documents of the same kinds, and the visa
 * orders, whose documents are downloaded here (the dashboard is where they are kept, mail or not).
 */
const PURCHASE_DOCUMENT_KINDS: Record<string, DocumentKind | undefined> = {
  'dummy-flight': 'flight',
  'dummy-hotel': 'hotel',
  'visa-bundle': 'visa',
  'visa-service': 'visa',
};

/** Documents: flight tickets, hotel vouchers and visa orders, newest first. */
export function documentsOf(
  bookings: readonly Booking[],
  purchases: readonly Purchase[],
): Record<DocumentKind, DocumentItem[]> {
  const items: DocumentItem[] = [
    ...bookings.map((booking) => ({
      id: booking.id,
      kind: booking.type,
      reference: booking.reference,
      title: booking.serviceName,
      date: booking.details.dates.departure || null,
      createdAt: booking.createdAt,
    })),
    ...purchases.flatMap((purchase) => {
      const kind = PURCHASE_DOCUMENT_KINDS[purchase.type];
      return kind
        ? [
            {
              id: purchase.id,
              kind,
              reference: purchase.reference,
              title: purchase.serviceName,
              date: null,
              createdAt: purchase.createdAt,
            },
          ]
        : [];
    }),
  ].sort(byNewest);
  return {
    flight: items.filter((item) => item.kind === 'flight'),
    hotel: items.filter((item) => item.kind === 'hotel'),
    visa: items.filter((item) => item.kind === 'visa'),
  };
}

/**
 * Recent Activity: the newest bookings and purchases (each by its reservation or service type), at
 * most DASHBOARD.recentActivityLimit.
 */
export function recentActivity(
  bookings: readonly Booking[],
  purchases: readonly Purchase[],
  limit: number = DASHBOARD.recentActivityLimit,
) {
  return [...bookings, ...purchases]
    .map(({ id, type, reference, createdAt }) => ({ id, type, reference, createdAt }))
    .sort(byNewest)
    .slice(0, limit);
}

/** The country a booking or purchase is for, compared without case; null when it names none. */
function countryKey(destination: string | null): string | null {
  const name = destination?.trim();
  return name ? name.toLocaleLowerCase('en') : null;
}

/**
 * Travel Stats: everything booked or bought, the distinct destination countries (a trip's
 * flight, hotel and bundle count once however their cities are named), the profile flag.
 */
export function travelStats(
  bookings: readonly Booking[],
  purchases: readonly Purchase[],
  profileComplete: boolean,
) {
  const countries = new Set(
    [...bookings, ...purchases]
      .map((item) => countryKey(item.destination))
      .filter((key): key is string => key !== null),
  );
  return {
    totalBookings: bookings.length + purchases.length,
    destinations: countries.size,
    profileComplete,
  };
}
