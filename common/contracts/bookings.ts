import * as z from 'zod/mini';
import { ADDON_PRICES } from '../constants';

// Flight and hotel reservations from the chat's booking dialog (product.md §4.4, §4.5, §8.3;
// POST /api/bookings, GET /api/reservations). They are reservation documents for visa
// applications, not tickets: the server prices them from the table below, names them, issues the
// reference and decides the expiry (decision 011).

export const BOOKING_TYPES = ['flight', 'hotel'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

/** Flight types (product.md §4.3): open-jaw is sent as flexible_return. */
export const FLIGHT_TYPES = ['oneway', 'roundtrip', 'flexible_return'] as const;
export type FlightType = (typeof FLIGHT_TYPES)[number];

/** The fare options of a flight reservation; the fare decides only the refundable flag. */
export const FLIGHT_FARE_LABELS = ['Economy', 'Premium Economy', 'Business'] as const;
export type FlightFareLabel = (typeof FLIGHT_FARE_LABELS)[number];
export const FLIGHT_FARE_REFUNDABLE: Record<FlightFareLabel, boolean> = {
  Economy: false,
  'Premium Economy': true,
  Business: true,
};

/** The room options of a hotel reservation; both cost the same. */
export const HOTEL_ROOM_LABELS = ['Standard', 'Deluxe'] as const;
export type HotelRoomLabel = (typeof HOTEL_ROOM_LABELS)[number];

/**
 * What a reservation costs (USD, product.md §4.4): a flight reservation is the
 * dummy-flight price per passenger whatever the fare; a hotel reservation is the dummy-hotel
 * price once, whatever the room, guests or nights.
 */
export const BOOKING_PRICES = {
  flightPerPassenger: ADDON_PRICES['dummy-flight'],
  hotel: ADDON_PRICES['dummy-hotel'],
} as const;

export const MAX_PASSENGERS = 9;
export const MAX_GUESTS = 9;
/** A flight reservation is held this long after booking, or until its departure day is over. */
export const FLIGHT_RESERVATION_HOLD_DAYS = 14;
/** The first date may be at most this far ahead, and the last this far after the first. */
export const BOOKING_MAX_DAYS_AHEAD = 365;
/** The dashboard lists at most this many reservations, newest first. */
export const MAX_LISTED_RESERVATIONS = 500;

export const HOTEL_SERVICE_NAME = 'Hotel Booking';

/** product.md §4.4: 'A ⇄ B' for a round trip, 'A → B' one-way and open-jaw. */
export function flightServiceName(
  departureCity: string,
  arrivalCity: string,
  flightType: FlightType,
  returnCity?: string,
): string {
  if (flightType === 'roundtrip') return `${departureCity} ⇄ ${arrivalCity}`;
  const outbound = `${departureCity} → ${arrivalCity}`;
  // Open-jaw names both legs, so every place that shows the name shows the way home too.
  return flightType === 'flexible_return' && returnCity
    ? `${outbound} · ${returnCity} → ${departureCity}`
    : outbound;
}

/** The server's price for a reservation, like '59.98'. */
export function bookingAmount(type: BookingType, passengers: number): string {
  if (type === 'hotel') return BOOKING_PRICES.hotel;
  const cents = Math.round(Number(BOOKING_PRICES.flightPerPassenger) * 100) * passengers;
  return (cents / 100).toFixed(2);
}

/**
 * product.md §1.4: 'FL' + 9 digits + 'AB' for flights; 9 upper-case letters or digits for hotels.
 */
export const flightReferenceSchema = z.string().check(z.regex(/^FL\d{9}AB$/));
export const hotelReferenceSchema = z.string().check(z.regex(/^[A-Z0-9]{9}$/));

/** An ISO date plus `days`. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Today's date where it is earliest (UTC−12): a date is 'in the past' only once it has ended
 * everywhere, so a traveller west of UTC can still book for their own today.
 */
export function earliestToday(now: Date): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const datesSchema = z.object({ departure: z.string(), return: z.optional(z.string()) });

export const flightBookingDetailsSchema = z.object({
  departureCity: z.string(),
  arrivalCity: z.string(),
  returnCity: z.optional(z.string()),
  dates: datesSchema,
  passengers: z.int(),
  priceOption: z.object({ label: z.enum(FLIGHT_FARE_LABELS) }),
  flightType: z.enum(FLIGHT_TYPES),
  isRoundTrip: z.boolean(),
  fullName: z.string(),
  /** The passengers after the lead one, when the booking named them. */
  otherPassengers: z.optional(z.array(z.string())),
  email: z.string(),
  passportNumber: z.string(),
});
export type FlightBookingDetails = z.infer<typeof flightBookingDetailsSchema>;

export const hotelBookingDetailsSchema = z.object({
  /** The hotel's city. */
  arrivalCity: z.string(),
  departureCity: z.optional(z.string()),
  hotelName: z.optional(z.string()),
  /** The chosen hotel's address, when a hotel of the catalogue was chosen. */
  hotelAddress: z.optional(z.string()),
  checkIn: z.string(),
  checkOut: z.string(),
  /** checkIn and checkOut again, under the names the dashboard reads for every booking. */
  dates: datesSchema,
  nights: z.int(),
  guests: z.int(),
  priceOption: z.object({ label: z.enum(HOTEL_ROOM_LABELS) }),
  guestName: z.string(),
  guestEmail: z.string(),
});
export type HotelBookingDetails = z.infer<typeof hotelBookingDetailsSchema>;

const bookingFields = {
  id: z.string(),
  reference: z.string(),
  /** 'Paris → Tokyo', 'Paris ⇄ Tokyo' or 'Hotel Booking'. */
  serviceName: z.string(),
  destination: z.string(),
  /** Like '59.98'. */
  amount: z.string(),
  currency: z.string().check(z.length(3)),
  status: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
};

/** A saved booking (product.md §8.3); `bookingType` repeats `type` for the dashboard. */
export const bookingSchema = z.discriminatedUnion('type', [
  z.object({
    ...bookingFields,
    type: z.literal('flight'),
    bookingType: z.literal('flight'),
    details: flightBookingDetailsSchema,
    /** ISO 8601: 'Reservation Expires'. */
    expiresAt: z.string(),
    refundable: z.boolean(),
  }),
  z.object({
    ...bookingFields,
    type: z.literal('hotel'),
    bookingType: z.literal('hotel'),
    details: hotelBookingDetailsSchema,
    expiresAt: z.null(),
    refundable: z.null(),
  }),
]);
export type Booking = z.infer<typeof bookingSchema>;

/** GET /api/reservations: the user's bookings, newest first. */
export const reservationsResponseSchema = z.array(bookingSchema);
export type ReservationsResponse = z.infer<typeof reservationsResponseSchema>;
