import { z } from 'zod';
import { ADDON_PRICES, DEFAULT_CURRENCY } from '../constants';
import { emailSchema } from './auth';

// Flight and hotel reservations from the chat's booking dialog (flows §3 Booking confirmation
// and Saved booking, §7 POST /api/bookings, GET /api/reservations). They are reservation
// documents for visa applications, not tickets: the server prices them from the table below,
// names them, issues the reference and decides the expiry (decision 011).

export const BOOKING_TYPES = ['flight', 'hotel'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

/** flows §4 Flight type: open-jaw is sent as flexible_return. */
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
 * What a reservation costs (USD, platform §9's add-on prices): a flight reservation is the
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

/** flows §7: 'A ⇄ B' for a round trip, 'A → B' one-way and open-jaw. */
export function flightServiceName(
  departureCity: string,
  arrivalCity: string,
  flightType: FlightType,
): string {
  return flightType === 'roundtrip'
    ? `${departureCity} ⇄ ${arrivalCity}`
    : `${departureCity} → ${arrivalCity}`;
}

/** The server's price for a reservation, like '59.98'. */
export function bookingAmount(type: BookingType, passengers: number): string {
  if (type === 'hotel') return BOOKING_PRICES.hotel;
  const cents = Math.round(Number(BOOKING_PRICES.flightPerPassenger) * 100) * passengers;
  return (cents / 100).toFixed(2);
}

/** flows §9: 'FL' + 9 digits + 'AB' for flights; 9 upper-case letters or digits for hotels. */
export const flightReferenceSchema = z.string().regex(/^FL\d{9}AB$/);
export const hotelReferenceSchema = z.string().regex(/^[A-Z0-9]{9}$/);

const isoDateSchema = z.iso.date('must be a date (YYYY-MM-DD)');
/** A date the form may leave empty: '' and null count as absent. */
const optionalIsoDateSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  isoDateSchema.optional(),
);
const citySchema = z.string().trim().min(1, 'is required').max(100);
const personNameSchema = z.string().trim().min(1, 'is required').max(120);
const passportNumberSchema = z.string().trim().min(1, 'is required').max(30);
/** Only USD is sold; the default when the client sends none (flows §9). */
const currencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.literal(DEFAULT_CURRENCY, `must be ${DEFAULT_CURRENCY}`))
  .default(DEFAULT_CURRENCY);
/** What the client thinks it costs; the server refuses a different amount (never charges it). */
const clientAmountSchema = z.union([z.string().trim().max(20), z.number()]).optional();

export const flightBookingRequestSchema = z
  .object({
    type: z.literal('flight'),
    /** Ignored: the server names the booking from the cities and the flight type. */
    serviceName: z.string().trim().max(200).optional(),
    /** The destination country, in English. */
    destination: z.string().trim().min(1, 'is required').max(100),
    departureCity: citySchema,
    arrivalCity: citySchema,
    /** Open-jaw: the city the return flight leaves from. */
    returnCity: citySchema.optional(),
    dates: z.object({ departure: isoDateSchema, return: optionalIsoDateSchema }),
    /** The same as dates.return; either may carry it. */
    returnDate: optionalIsoDateSchema,
    passengers: z.number().int().min(1).max(MAX_PASSENGERS),
    priceOption: z.object({ label: z.enum(FLIGHT_FARE_LABELS) }),
    flightType: z.enum(FLIGHT_TYPES).default('oneway'),
    /** Optional; when sent it must agree with flightType. */
    isRoundTrip: z.boolean().optional(),
    /** The lead passenger, as on the passport. */
    fullName: personNameSchema,
    email: emailSchema,
    passportNumber: passportNumberSchema,
    amount: clientAmountSchema,
    currency: currencySchema,
  })
  .superRefine((body, ctx) => {
    const returnDate = body.dates.return ?? body.returnDate;
    if (body.dates.return && body.returnDate && body.dates.return !== body.returnDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['returnDate'],
        message: 'returnDate and dates.return differ',
      });
    }
    if (body.isRoundTrip !== undefined && body.isRoundTrip !== (body.flightType === 'roundtrip')) {
      ctx.addIssue({
        code: 'custom',
        path: ['isRoundTrip'],
        message: `does not match flightType ${body.flightType}`,
      });
    }
    if (body.flightType === 'roundtrip' && !returnDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['dates', 'return'],
        message: 'A round trip needs a return date',
      });
    }
    if (body.flightType === 'oneway' && returnDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['dates', 'return'],
        message: 'A one-way flight has no return date',
      });
    }
    if (returnDate && returnDate < body.dates.departure) {
      ctx.addIssue({
        code: 'custom',
        path: ['dates', 'return'],
        message: 'Return date cannot be before the departure date',
      });
    }
  });

export const hotelBookingRequestSchema = z
  .object({
    type: z.literal('hotel'),
    /** Ignored: a hotel booking is always named 'Hotel Booking'. */
    serviceName: z.string().trim().max(200).optional(),
    /** The destination country, in English. */
    destination: z.string().trim().min(1, 'is required').max(100),
    /** The hotel's city (the name flows §3 groups saved bookings by). */
    arrivalCity: citySchema,
    /** Where the traveller comes from, when the dialog knows it. */
    departureCity: citySchema.optional(),
    hotelName: z.string().trim().min(1).max(120).optional(),
    checkIn: isoDateSchema,
    checkOut: isoDateSchema,
    guests: z.number().int().min(1).max(MAX_GUESTS),
    priceOption: z.object({ label: z.enum(HOTEL_ROOM_LABELS) }),
    guestName: personNameSchema,
    guestEmail: emailSchema,
    amount: clientAmountSchema,
    currency: currencySchema,
  })
  .superRefine((body, ctx) => {
    if (body.checkOut <= body.checkIn) {
      ctx.addIssue({
        code: 'custom',
        path: ['checkOut'],
        message: 'Check-out date must be after the check-in date',
      });
    }
  });

/** POST /api/bookings (signed in). Unknown fields are stripped. */
export const createBookingRequestSchema = z.discriminatedUnion('type', [
  flightBookingRequestSchema,
  hotelBookingRequestSchema,
]);
export type CreateBookingRequest = z.input<typeof createBookingRequestSchema>;
export type ParsedBookingRequest = z.output<typeof createBookingRequestSchema>;

/**
 * The rules that depend on today (the server applies them; a form may too): the first date is
 * not in the past and at most BOOKING_MAX_DAYS_AHEAD days ahead, the last date at most that far
 * after the first. `today` is an ISO date; the message names the field in words.
 */
export function bookingDateProblem(
  request: ParsedBookingRequest,
  today: string,
): string | undefined {
  const [start, end, startName, endName] =
    request.type === 'flight'
      ? [
          request.dates.departure,
          request.dates.return ?? request.returnDate,
          'Departure date',
          'Return date',
        ]
      : [request.checkIn, request.checkOut, 'Check-in date', 'Check-out date'];
  if (start < today) return `${startName} cannot be in the past`;
  if (start > addDays(today, BOOKING_MAX_DAYS_AHEAD)) {
    return `${startName} must be within ${BOOKING_MAX_DAYS_AHEAD} days from today`;
  }
  if (end && end > addDays(start, BOOKING_MAX_DAYS_AHEAD)) {
    return `${endName} must be within ${BOOKING_MAX_DAYS_AHEAD} days of the ${startName.toLowerCase()}`;
  }
  return undefined;
}

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

const datesSchema = z.object({ departure: z.string(), return: z.string().optional() });

export const flightBookingDetailsSchema = z.object({
  departureCity: z.string(),
  arrivalCity: z.string(),
  returnCity: z.string().optional(),
  dates: datesSchema,
  passengers: z.number().int(),
  priceOption: z.object({ label: z.enum(FLIGHT_FARE_LABELS) }),
  flightType: z.enum(FLIGHT_TYPES),
  isRoundTrip: z.boolean(),
  fullName: z.string(),
  email: z.string(),
  passportNumber: z.string(),
});
export type FlightBookingDetails = z.infer<typeof flightBookingDetailsSchema>;

export const hotelBookingDetailsSchema = z.object({
  /** The hotel's city. */
  arrivalCity: z.string(),
  departureCity: z.string().optional(),
  hotelName: z.string().optional(),
  checkIn: z.string(),
  checkOut: z.string(),
  /** checkIn and checkOut again, under the names the dashboard reads for every booking. */
  dates: datesSchema,
  nights: z.number().int(),
  guests: z.number().int(),
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
  currency: z.string().length(3),
  status: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
};

/** A saved booking (flows §3 Saved booking); `bookingType` repeats `type` for the dashboard. */
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
