import * as z from 'zod/mini';
import { DEFAULT_CURRENCY } from '../constants';
import { sessionIdSchema } from './chat';
import { emailSchema } from './email';
import {
  BOOKING_MAX_DAYS_AHEAD,
  FLIGHT_FARE_LABELS,
  FLIGHT_TYPES,
  HOTEL_ROOM_LABELS,
  MAX_GUESTS,
  MAX_PASSENGERS,
  addDays,
} from './bookings';

// The body of POST /api/bookings (product.md §4.4) and the date rules the server applies to it.
// Apart from the saved bookings' schemas (bookings.ts), so the chat's first page, which reads saved
// bookings, does not ship the request's rules (issue 10's bundle budget).

const isoDateSchema = z.iso.date('must be a date (YYYY-MM-DD)');
/**
 * A date the form may leave empty: '' and null count as absent. zod/mini has no z.preprocess:
 * the same pipe is built from a transform, and the outer z.optional types the key as optional
 * the way z.preprocess of an optional schema did (an absent key stays absent either way).
 */
const optionalIsoDateSchema = z.optional(
  z.pipe(
    z.transform((value: unknown) => (value === '' || value === null ? undefined : value)),
    z.optional(isoDateSchema),
  ),
);
const citySchema = z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(100));
const personNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'is required'), z.maxLength(120));
const passportNumberSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'is required'), z.maxLength(30));
/** Only USD is sold; the default when the client sends none (product.md §1.4). */
const currencySchema = z._default(
  z.pipe(
    z.string().check(z.trim(), z.toUpperCase()),
    z.literal(DEFAULT_CURRENCY, `must be ${DEFAULT_CURRENCY}`),
  ),
  DEFAULT_CURRENCY,
);
/** What the client thinks it costs; the server refuses a different amount (never charges it). */
const clientAmountSchema = z.optional(
  z.union([z.string().check(z.trim(), z.maxLength(20)), z.number()]),
);

export const flightBookingRequestSchema = z
  .object({
    type: z.literal('flight'),
    /** Ignored: the server names the booking from the cities and the flight type. */
    serviceName: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    /** The destination country, in English. */
    destination: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(100)),
    departureCity: citySchema,
    arrivalCity: citySchema,
    /** Open-jaw: the city the return flight leaves from. */
    returnCity: z.optional(citySchema),
    dates: z.object({ departure: isoDateSchema, return: optionalIsoDateSchema }),
    /** The same as dates.return; either may carry it. */
    returnDate: optionalIsoDateSchema,
    passengers: z.int().check(z.gte(1), z.lte(MAX_PASSENGERS)),
    priceOption: z.object({ label: z.enum(FLIGHT_FARE_LABELS) }),
    flightType: z._default(z.enum(FLIGHT_TYPES), 'oneway'),
    /** Optional; when sent it must agree with flightType. */
    isRoundTrip: z.optional(z.boolean()),
    /** The lead passenger, as on the passport. */
    fullName: personNameSchema,
    /** Every other passenger, as on the passport: one name per passenger after the first. */
    otherPassengers: z.optional(z.array(personNameSchema).check(z.maxLength(MAX_PASSENGERS - 1))),
    email: emailSchema,
    passportNumber: passportNumberSchema,
    amount: clientAmountSchema,
    currency: currencySchema,
    /** The conversation it is booked from: its trip record lists it (product.md §4.9). */
    sessionId: z.optional(sessionIdSchema),
  })
  .check(
    z.superRefine((body, ctx) => {
      const returnDate = body.dates.return ?? body.returnDate;
      if (body.dates.return && body.returnDate && body.dates.return !== body.returnDate) {
        ctx.addIssue({
          code: 'custom',
          path: ['returnDate'],
          message: 'returnDate and dates.return differ',
        });
      }
      if (body.otherPassengers && body.otherPassengers.length !== body.passengers - 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['otherPassengers'],
          message: `must name the ${body.passengers - 1} passengers after the first`,
        });
      }
      if (
        body.isRoundTrip !== undefined &&
        body.isRoundTrip !== (body.flightType === 'roundtrip')
      ) {
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
    }),
  );

export const hotelBookingRequestSchema = z
  .object({
    type: z.literal('hotel'),
    /** Ignored: a hotel booking is always named 'Hotel Booking'. */
    serviceName: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    /** The destination country, in English. */
    destination: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(100)),
    /** The hotel's city (the name the dashboard groups bookings by, product.md §8.3). */
    arrivalCity: citySchema,
    /** Where the traveller comes from, when the dialog knows it. */
    departureCity: z.optional(citySchema),
    hotelName: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))),
    /** The chosen hotel's address (a sample listing of the catalogue). */
    hotelAddress: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
    checkIn: isoDateSchema,
    checkOut: isoDateSchema,
    guests: z.int().check(z.gte(1), z.lte(MAX_GUESTS)),
    priceOption: z.object({ label: z.enum(HOTEL_ROOM_LABELS) }),
    guestName: personNameSchema,
    guestEmail: emailSchema,
    amount: clientAmountSchema,
    currency: currencySchema,
    /** The conversation it is booked from: its trip record lists it (product.md §4.9). */
    sessionId: z.optional(sessionIdSchema),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.checkOut <= body.checkIn) {
        ctx.addIssue({
          code: 'custom',
          path: ['checkOut'],
          message: 'Check-out date must be after the check-in date',
        });
      }
    }),
  );

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
