import { describe, expect, it } from 'vitest';
import { createBookingRequestSchema } from '@common/contracts/booking-requests';
import { AppError } from '../../lib/app-error';
import { flightReservationExpiry, planBooking } from './plan-booking';

const flight = (overrides: object = {}) =>
  createBookingRequestSchema.parse({
    type: 'flight',
    destination: 'Japan',
    departureCity: 'Paris',
    arrivalCity: 'Tokyo',
    dates: { departure: '2027-03-10' },
    passengers: 1,
    priceOption: { label: 'Economy' },
    fullName: 'John Doe',
    email: 'john@example.com',
    passportNumber: 'X1234567',
    ...overrides,
  });

const NOW = new Date('2027-03-01T09:30:00Z');

describe('flightReservationExpiry', () => {
  it('holds a reservation 14 days when the departure is later', () => {
    expect(flightReservationExpiry('2027-04-01', NOW).toISOString()).toBe(
      '2027-03-15T09:30:00.000Z',
    );
  });

  it('ends with the departure day, once that day is over everywhere, when it comes first', () => {
    // 5 March ends at UTC−12 on 6 March, 12:00 UTC.
    expect(flightReservationExpiry('2027-03-05', NOW).toISOString()).toBe(
      '2027-03-06T12:00:00.000Z',
    );
  });
});

describe('planBooking', () => {
  it('accepts a date that is still today somewhere (west of UTC)', () => {
    const earlyUtc = new Date('2027-03-01T05:00:00Z'); // still 28 February at UTC−12
    expect(() =>
      planBooking(flight({ dates: { departure: '2027-02-28' } }), earlyUtc),
    ).not.toThrow();
    expect(() => planBooking(flight({ dates: { departure: '2027-02-27' } }), earlyUtc)).toThrow(
      'Departure date cannot be in the past',
    );
  });

  it('refuses dates more than a year ahead, and a return more than a year after departure', () => {
    expect(() => planBooking(flight({ dates: { departure: '2028-03-10' } }), NOW)).toThrow(
      'Departure date must be within 365 days from today',
    );
    expect(() =>
      planBooking(
        flight({
          flightType: 'roundtrip',
          dates: { departure: '2027-03-10', return: '2028-03-11' },
        }),
        NOW,
      ),
    ).toThrow('Return date must be within 365 days of the departure date');
  });

  it('prices per passenger whatever the fare, and flags refundable fares', () => {
    const economy = planBooking(flight({ passengers: 3 }), NOW);
    expect(economy).toMatchObject({ amount: '89.97', refundable: false });
    const business = planBooking(flight({ priceOption: { label: 'Business' } }), NOW);
    expect(business).toMatchObject({ amount: '29.99', refundable: true });
  });

  it('refuses an amount that is not its price, as a 400', () => {
    const attempt = () => planBooking(flight({ amount: '1.00' }), NOW);
    expect(attempt).toThrow(AppError);
    expect(attempt).toThrow('Amount does not match the reservation price of $29.99');
    expect(planBooking(flight({ amount: 29.99 }), NOW).amount).toBe('29.99');
    expect(planBooking(flight({ amount: '$29.99' }), NOW).amount).toBe('29.99');
  });

  it('keeps an open-jaw return city only for open-jaw trips', () => {
    const openJaw = planBooking(
      flight({ flightType: 'flexible_return', returnCity: 'Osaka' }),
      NOW,
    );
    expect(openJaw.details).toMatchObject({ returnCity: 'Osaka', isRoundTrip: false });
    const oneWay = planBooking(flight({ returnCity: 'Osaka' }), NOW);
    expect(oneWay.details).not.toHaveProperty('returnCity');
  });
});
