import type { FieldErrors } from 'react-hook-form';
import * as z from 'zod/mini';
import { DEFAULT_CURRENCY } from '@common/constants';
import {
  addDays,
  BOOKING_MAX_DAYS_AHEAD,
  bookingAmount,
  earliestToday,
  FLIGHT_FARE_LABELS,
  flightServiceName,
  HOTEL_ROOM_LABELS,
  HOTEL_SERVICE_NAME,
  MAX_GUESTS,
  MAX_PASSENGERS,
  type FlightType,
} from '@common/contracts/bookings';
import {
  flightBookingRequestSchema,
  hotelBookingRequestSchema,
  type CreateBookingRequest,
} from '@common/contracts/booking-requests';
import type { TripFlightType, TripSelection } from '@common/trip';
import type { ChosenHotel } from '@/lib/booking-dialog';
import { FORM_ERRORS } from '@/lib/form-errors';

// The booking dialog's two forms (product.md §4.4): their zod
// schemas, built from the POST /api/bookings contract's own field schemas, and the request each
// one sends.

/** Messages of the form's own rules, translated under booking.errors where they are shown. */
export const BOOKING_FORM_ERRORS = {
  dateInPast: 'dateInPast',
  dateTooFar: 'dateTooFar',
  returnBeforeDeparture: 'returnBeforeDeparture',
  checkOutNotAfterCheckIn: 'checkOutNotAfterCheckIn',
} as const;

/** The contract's own message for an empty name or passport field. */
const CONTRACT_REQUIRED = 'is required';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const flightFields = flightBookingRequestSchema.shape;
const hotelFields = hotelBookingRequestSchema.shape;

/** A date input's value: required, then the contract's ISO date rule. */
const dateFieldSchema = z.pipe(
  z.string().check(z.minLength(1, FORM_ERRORS.required)),
  flightFields.dates.shape.departure,
);

/** The days a first date may fall on: from the traveller's today to a year ahead. */
export type DateWindow = { min: string; max: string };

/** The traveller's own today, as an ISO date. */
export function localToday(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * From the traveller's today (never before the server's earliest today, decision 011) to
 * BOOKING_MAX_DAYS_AHEAD days after the server's today, so the server accepts every date the
 * form does.
 */
export function bookingDateWindow(now: Date): DateWindow {
  return { min: localToday(now), max: addDays(earliestToday(now), BOOKING_MAX_DAYS_AHEAD) };
}

/** The latest a return or check-out may be: BOOKING_MAX_DAYS_AHEAD days after the first date. */
export function lastDateMax(firstDate: string): string | undefined {
  return ISO_DATE.test(firstDate) ? addDays(firstDate, BOOKING_MAX_DAYS_AHEAD) : undefined;
}

function addIssue(ctx: z.core.$RefinementCtx, path: (string | number)[], message: string): void {
  ctx.addIssue({ code: 'custom', path, message });
}

function checkDateWindow(
  ctx: z.core.$RefinementCtx,
  field: string,
  first: string,
  dateWindow: DateWindow,
): void {
  if (!ISO_DATE.test(first)) return;
  if (first < dateWindow.min) addIssue(ctx, [field], BOOKING_FORM_ERRORS.dateInPast);
  else if (first > dateWindow.max) addIssue(ctx, [field], BOOKING_FORM_ERRORS.dateTooFar);
}

function checkLastDate(
  ctx: z.core.$RefinementCtx,
  field: string,
  first: string,
  last: string,
  { mayBeSameDay }: { mayBeSameDay: boolean },
): void {
  if (!ISO_DATE.test(first) || !ISO_DATE.test(last)) return;
  if (mayBeSameDay ? last < first : last <= first) {
    const message = mayBeSameDay
      ? BOOKING_FORM_ERRORS.returnBeforeDeparture
      : BOOKING_FORM_ERRORS.checkOutNotAfterCheckIn;
    addIssue(ctx, [field], message);
  } else if (last > addDays(first, BOOKING_MAX_DAYS_AHEAD)) {
    addIssue(ctx, [field], BOOKING_FORM_ERRORS.dateTooFar);
  }
}

/** Flight types (product.md §4.3): open-jaw is sent as flexible_return. */
export function contractFlightType(flightType: TripFlightType): FlightType {
  return flightType === 'openjaw' ? 'flexible_return' : flightType;
}

/** Round trips and open-jaw trips fly back, so they ask for a return date. */
export function needsReturnDate(flightType: TripFlightType): boolean {
  return flightType !== 'oneway';
}

/** The flight form of product.md §4.4: dates, passengers, the lead passenger and a fare. */
export function flightFormSchema({
  withReturn,
  dateWindow,
}: {
  withReturn: boolean;
  dateWindow: DateWindow;
}) {
  return z
    .object({
      departureDate: dateFieldSchema,
      // A one-way trip has no return date field; whatever it holds is never sent.
      returnDate: withReturn ? dateFieldSchema : z.string(),
      passengers: flightFields.passengers,
      fullName: flightFields.fullName,
      // One entry per passenger after the lead one; the form shows as many as are travelling.
      otherPassengers: z._default(z.array(z.string()), []),
      email: flightFields.email,
      passportNumber: flightFields.passportNumber,
      fareLabel: flightFields.priceOption.shape.label,
    })
    .check(
      z.superRefine((values, ctx) => {
        checkDateWindow(ctx, 'departureDate', values.departureDate, dateWindow);
        for (let i = 0; i < values.passengers - 1; i++) {
          if (!values.otherPassengers[i]?.trim()) {
            addIssue(ctx, ['otherPassengers', i], FORM_ERRORS.required);
          }
        }
        if (withReturn) {
          checkLastDate(ctx, 'returnDate', values.departureDate, values.returnDate, {
            mayBeSameDay: true,
          });
        }
      }),
    );
}
export type FlightFormValues = z.input<ReturnType<typeof flightFormSchema>>;
export type FlightFormOutput = z.output<ReturnType<typeof flightFormSchema>>;

/** The hotel form of product.md §4.4: stay dates, guests, the guest and a room. */
export function hotelFormSchema({ dateWindow }: { dateWindow: DateWindow }) {
  return z
    .object({
      checkIn: dateFieldSchema,
      checkOut: dateFieldSchema,
      guests: hotelFields.guests,
      guestName: hotelFields.guestName,
      guestEmail: hotelFields.guestEmail,
      roomLabel: hotelFields.priceOption.shape.label,
    })
    .check(
      z.superRefine((values, ctx) => {
        checkDateWindow(ctx, 'checkIn', values.checkIn, dateWindow);
        checkLastDate(ctx, 'checkOut', values.checkIn, values.checkOut, { mayBeSameDay: false });
      }),
    );
}
export type HotelFormValues = z.input<ReturnType<typeof hotelFormSchema>>;
export type HotelFormOutput = z.output<ReturnType<typeof hotelFormSchema>>;

/** True for the message of an empty required field, from the contract or the form. */
export function isRequiredMessage(message: string | undefined): boolean {
  return message === CONTRACT_REQUIRED || message === FORM_ERRORS.required;
}

/** The booking form's own rule a message names, if it is one. */
export function bookingFormError(message: string | undefined) {
  return Object.values(BOOKING_FORM_ERRORS).find((code) => code === message);
}

function isRequiredError(error: { message?: unknown } | undefined): boolean {
  return typeof error?.message === 'string' && isRequiredMessage(error.message);
}

/**
 * True when some required field is empty, a passenger's name in a list included: the form then
 * says 'Please fill in all required fields' (product.md §4.4).
 */
export function missesRequired(errors: FieldErrors): boolean {
  return Object.values(errors).some(
    (error) => isRequiredError(error) || (Array.isArray(error) && error.some(isRequiredError)),
  );
}

type Prefill = Readonly<Record<string, string | number>> | undefined;

function text(prefill: Prefill, field: string, fallback = ''): string {
  const value = prefill?.[field];
  return typeof value === 'string' ? value : fallback;
}

/** A whole count from 1 to `max` (passengers, guests), else 1. */
function count(value: unknown, max: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max
    ? value
    : 1;
}

function oneOf<T extends string>(options: readonly T[], value: unknown): T {
  return options.find((option) => option === value) ?? (options[0] as T);
}

/** The flight form's first values: what was typed before signing in, else the user's email. */
export function flightFormDefaults(
  prefill: Prefill,
  userEmail: string | undefined,
): FlightFormValues {
  return {
    departureDate: text(prefill, 'departureDate'),
    returnDate: text(prefill, 'returnDate'),
    passengers: count(prefill?.['passengers'], MAX_PASSENGERS),
    fullName: text(prefill, 'fullName'),
    otherPassengers: Array.from({ length: MAX_PASSENGERS - 1 }, (_, i) =>
      text(prefill, otherPassengerField(i)),
    ),
    email: text(prefill, 'email', userEmail ?? ''),
    // Never stored, so never prefilled (decision 012).
    passportNumber: '',
    fareLabel: oneOf(FLIGHT_FARE_LABELS, prefill?.['fareLabel']),
  };
}

export function hotelFormDefaults(
  prefill: Prefill,
  userEmail: string | undefined,
): HotelFormValues {
  return {
    checkIn: text(prefill, 'checkIn'),
    checkOut: text(prefill, 'checkOut'),
    guests: count(prefill?.['guests'], MAX_GUESTS),
    guestName: text(prefill, 'guestName'),
    guestEmail: text(prefill, 'guestEmail', userEmail ?? ''),
    roomLabel: oneOf(HOTEL_ROOM_LABELS, prefill?.['roomLabel']),
  };
}

/** The flight form's values as they may be stored while the user signs in: no passport number. */
export function storableFlightValues(values: FlightFormOutput): Record<string, string | number> {
  return {
    departureDate: values.departureDate,
    returnDate: values.returnDate,
    passengers: values.passengers,
    fullName: values.fullName,
    ...Object.fromEntries(
      values.otherPassengers
        .slice(0, values.passengers - 1)
        .map((name, i) => [otherPassengerField(i), name]),
    ),
    email: values.email,
    fareLabel: values.fareLabel,
  };
}

/** The stored form's key of the passenger after the lead one at `index` ('passenger2', …). */
function otherPassengerField(index: number): string {
  return `passenger${index + 2}`;
}

/** The names of the passengers after the lead one, as many as travel, trimmed. */
function otherPassengerNames(values: FlightFormOutput): string[] {
  return values.otherPassengers.slice(0, values.passengers - 1).map((name) => name.trim());
}

/** The destination country's English name (the contract's `destination`), from its ISO2 code. */
export function englishCountryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The flight the dialog books: from the departure city to the first destination. */
export type FlightRoute = {
  from: string;
  to: string;
  flightType: TripFlightType;
  /** Open-jaw: the city the return flight leaves from, when chosen. */
  returnFrom?: string;
};

export function flightRoute(trip: TripSelection): FlightRoute | null {
  const to = trip.destinations[0];
  if (!to) return null;
  const returnFrom = trip.flightType === 'openjaw' ? trip.returnCity?.trim() : undefined;
  return {
    from: trip.from.name,
    to: to.name,
    flightType: trip.flightType,
    ...(returnFrom ? { returnFrom } : {}),
  };
}

/**
 * The return date a multi-city trip's stays give: the departure plus every stay. Undefined for a
 * one-way flight, a trip without stays, or before the departure is chosen.
 */
export function tripReturnDate(trip: TripSelection, departure: string): string | undefined {
  if (!needsReturnDate(trip.flightType) || !trip.stays?.length || departure === '') return;
  const days = trip.stays.reduce((total, stay) => total + stay, 0);
  return addDays(departure, days);
}

/** The price of a flight reservation for `passengers`, like '59.98' (the server's price). */
export function flightPrice(passengers: unknown): string {
  return bookingAmount('flight', count(passengers, MAX_PASSENGERS));
}

/** POST /api/bookings for the flight form (product.md §4.4). */
export function buildFlightRequest(
  trip: TripSelection,
  values: FlightFormOutput,
): CreateBookingRequest {
  const route = flightRoute(trip);
  const destination = trip.destinations[0];
  if (!route || !destination) throw new Error('A flight booking needs a destination');
  const flightType = contractFlightType(trip.flightType);
  const returnDate = needsReturnDate(trip.flightType) ? values.returnDate : undefined;
  return {
    type: 'flight',
    serviceName: flightServiceName(route.from, route.to, flightType, route.returnFrom),
    destination: englishCountryName(destination.country),
    departureCity: route.from,
    arrivalCity: route.to,
    ...(route.returnFrom ? { returnCity: route.returnFrom } : {}),
    dates: { departure: values.departureDate, ...(returnDate ? { return: returnDate } : {}) },
    ...(returnDate ? { returnDate } : {}),
    passengers: values.passengers,
    priceOption: { label: values.fareLabel },
    flightType,
    isRoundTrip: flightType === 'roundtrip',
    fullName: values.fullName,
    ...(values.passengers > 1 ? { otherPassengers: otherPassengerNames(values) } : {}),
    email: values.email,
    passportNumber: values.passportNumber,
    amount: bookingAmount('flight', values.passengers),
    currency: DEFAULT_CURRENCY,
  };
}

/** POST /api/bookings for the hotel form: the hotel is in the trip's first destination. */
export function buildHotelRequest(
  trip: TripSelection,
  values: HotelFormOutput,
  hotel?: ChosenHotel,
): CreateBookingRequest {
  const destination = trip.destinations[0];
  if (!destination) throw new Error('A hotel booking needs a destination');
  return {
    type: 'hotel',
    serviceName: HOTEL_SERVICE_NAME,
    destination: englishCountryName(destination.country),
    arrivalCity: destination.name,
    departureCity: trip.from.name,
    ...(hotel ? { hotelName: hotel.name, hotelAddress: hotel.address } : {}),
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    guests: values.guests,
    priceOption: { label: values.roomLabel },
    guestName: values.guestName,
    guestEmail: values.guestEmail,
    amount: bookingAmount('hotel', values.guests),
    currency: DEFAULT_CURRENCY,
  };
}

/** Nights between two ISO dates, or null while either is missing or they are out of order. */
export function nightsBetween(checkIn: string, checkOut: string): number | null {
  if (!ISO_DATE.test(checkIn) || !ISO_DATE.test(checkOut)) return null;
  const nights = Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);
  return nights > 0 ? nights : null;
}
