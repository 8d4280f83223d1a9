import {
  bookingAmount,
  earliestToday,
  FLIGHT_FARE_REFUNDABLE,
  FLIGHT_RESERVATION_HOLD_DAYS,
  flightServiceName,
  HOTEL_SERVICE_NAME,
  type FlightBookingDetails,
  type HotelBookingDetails,
} from '@common/contracts/bookings';
import { bookingDateProblem, type ParsedBookingRequest } from '@common/contracts/booking-requests';
import { AppError } from '../../lib/app-error';
import { isSameAmount } from '../../lib/money';

const DAY_MS = 24 * 60 * 60 * 1000;
// A date's last moment anywhere on Earth (UTC−12) is 36 hours after its UTC midnight.
const END_OF_DAY_EVERYWHERE_MS = 36 * 60 * 60 * 1000;

export type PlannedBooking = {
  serviceName: string;
  destination: string;
  amount: string;
  currency: string;
  status: 'confirmed';
  /** The moment of booking the expiry counts from. */
  createdAt: Date;
  /** The conversation it was booked from (product.md §4.9), or null. */
  chatSessionId: string | null;
} & (
  | { type: 'flight'; details: FlightBookingDetails; expiresAt: Date; refundable: boolean }
  | { type: 'hotel'; details: HotelBookingDetails; expiresAt: null; refundable: null }
);

/** When the date's day is over everywhere, so a reservation for that day holds through it. */
export function endOfDayEverywhere(isoDate: string): Date {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + END_OF_DAY_EVERYWHERE_MS);
}

/**
 * A flight reservation is held FLIGHT_RESERVATION_HOLD_DAYS after booking, or until its
 * departure day is over if that comes first (decision 011).
 */
export function flightReservationExpiry(departure: string, bookedAt: Date): Date {
  const held = bookedAt.getTime() + FLIGHT_RESERVATION_HOLD_DAYS * DAY_MS;
  return new Date(Math.min(held, endOfDayEverywhere(departure).getTime()));
}

/**
 * What the server stores for a booking request: its own name, price, expiry and refundable
 * flag. Throws a 400 AppError for dates in the past or too far ahead, and for an `amount` that
 * is not the server's price.
 */
export function planBooking(request: ParsedBookingRequest, now: Date): PlannedBooking {
  const problem = bookingDateProblem(request, earliestToday(now));
  if (problem) throw new AppError(400, problem);

  const amount = bookingAmount(request.type, request.type === 'flight' ? request.passengers : 1);
  if (request.amount !== undefined && !isSameAmount(request.amount, amount)) {
    throw new AppError(400, `Amount does not match the reservation price of $${amount}`);
  }
  const common = {
    destination: request.destination,
    amount,
    currency: request.currency,
    status: 'confirmed' as const,
    createdAt: now,
    chatSessionId: request.sessionId ?? null,
  };

  if (request.type === 'hotel') {
    const nights = Math.round(
      (Date.parse(request.checkOut) - Date.parse(request.checkIn)) / DAY_MS,
    );
    return {
      ...common,
      type: 'hotel',
      serviceName: HOTEL_SERVICE_NAME,
      details: {
        arrivalCity: request.arrivalCity,
        ...(request.departureCity ? { departureCity: request.departureCity } : {}),
        ...(request.hotelName ? { hotelName: request.hotelName } : {}),
        ...(request.hotelAddress ? { hotelAddress: request.hotelAddress } : {}),
        checkIn: request.checkIn,
        checkOut: request.checkOut,
        dates: { departure: request.checkIn, return: request.checkOut },
        nights,
        guests: request.guests,
        priceOption: request.priceOption,
        guestName: request.guestName,
        guestEmail: request.guestEmail,
      },
      expiresAt: null,
      refundable: null,
    };
  }

  const returnDate = request.dates.return ?? request.returnDate;
  // An open-jaw return city only means something for an open-jaw trip.
  const returnCity = request.flightType === 'flexible_return' ? request.returnCity : undefined;
  return {
    ...common,
    type: 'flight',
    serviceName: flightServiceName(
      request.departureCity,
      request.arrivalCity,
      request.flightType,
      returnCity,
    ),
    details: {
      departureCity: request.departureCity,
      arrivalCity: request.arrivalCity,
      ...(returnCity ? { returnCity } : {}),
      dates: { departure: request.dates.departure, ...(returnDate ? { return: returnDate } : {}) },
      passengers: request.passengers,
      priceOption: request.priceOption,
      flightType: request.flightType,
      isRoundTrip: request.flightType === 'roundtrip',
      fullName: request.fullName,
      ...(request.otherPassengers?.length ? { otherPassengers: request.otherPassengers } : {}),
      email: request.email,
      passportNumber: request.passportNumber,
    },
    expiresAt: flightReservationExpiry(request.dates.departure, now),
    refundable: FLIGHT_FARE_REFUNDABLE[request.priceOption.label],
  };
}
