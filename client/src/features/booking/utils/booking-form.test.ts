import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { addDays } from '@common/contracts/bookings';
import { createBookingRequestSchema } from '@common/contracts/booking-requests';
import type { TripSelection } from '@common/trip';
import {
  bookingDateWindow,
  buildFlightRequest,
  buildHotelRequest,
  englishCountryName,
  flightFormDefaults,
  flightFormSchema,
  flightPrice,
  flightRoute,
  hotelFormDefaults,
  hotelFormSchema,
  missesRequired,
  nightsBetween,
  storableFlightValues,
  tripReturnDate,
  type FlightFormOutput,
  type FlightFormValues,
} from '@/features/booking/utils/booking-form';
import { FORM_ERRORS, formErrorMap } from '@/lib/form-errors';

const NOW = new Date('2026-11-23T12:00:00Z');
const dateWindow = bookingDateWindow(NOW);
const today = dateWindow.min;

const trip: TripSelection = {
  mode: 'direct',
  from: { name: 'Delhi', country: 'IN', airport: 'DEL' },
  destinations: [{ name: 'Paris', country: 'FR', airport: 'CDG' }],
  flightType: 'oneway',
};

const flightValues: FlightFormOutput = {
  departureDate: addDays(today, 10),
  returnDate: addDays(today, 17),
  passengers: 2,
  fullName: 'Asha Rao',
  otherPassengers: ['Ravi Rao'],
  email: 'asha@example.com',
  passportNumber: 'K1234567',
  fareLabel: 'Business',
};

// The forms resolve with the form error map (codes the UI translates); parse as they do.
const asTheFormParses = { error: formErrorMap };

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('flight form', () => {
  it('asks for every field; a one-way trip has no return date', () => {
    const schema = flightFormSchema({ withReturn: false, dateWindow });
    const empty = schema.safeParse(flightFormDefaults(undefined, undefined), asTheFormParses);
    expect(messages(empty)).toEqual({
      departureDate: 'required',
      fullName: 'is required',
      email: 'required',
      passportNumber: 'is required',
    });
    expect(schema.safeParse({ ...flightValues, returnDate: '' }).success).toBe(true);
  });

  it('a round trip needs a return date on or after the departure', () => {
    const schema = flightFormSchema({ withReturn: true, dateWindow });
    expect(messages(schema.safeParse({ ...flightValues, returnDate: '' }))).toEqual({
      returnDate: 'required',
    });
    const before = schema.safeParse({ ...flightValues, returnDate: addDays(today, 9) });
    expect(messages(before)).toEqual({ returnDate: 'returnBeforeDeparture' });
    const sameDay = { ...flightValues, returnDate: flightValues.departureDate };
    expect(schema.safeParse(sameDay).success).toBe(true);
  });

  it('refuses a departure in the past or more than a year ahead', () => {
    const schema = flightFormSchema({ withReturn: false, dateWindow });
    const past = schema.safeParse({ ...flightValues, departureDate: addDays(today, -1) });
    expect(messages(past)).toEqual({ departureDate: 'dateInPast' });
    const far = schema.safeParse({ ...flightValues, departureDate: addDays(today, 400) });
    expect(messages(far)).toEqual({ departureDate: 'dateTooFar' });
  });

  it('prefills what was typed before sign-in, never a passport number', () => {
    const defaults = flightFormDefaults(
      { fullName: 'Asha Rao', passengers: 3, fareLabel: 'Business', passportNumber: 'K1' },
      'user@example.com',
    );
    expect(defaults).toMatchObject({
      fullName: 'Asha Rao',
      passengers: 3,
      fareLabel: 'Business',
      email: 'user@example.com',
      passportNumber: '',
    });
    expect(flightFormDefaults({ passengers: 42, fareLabel: 'First' }, undefined)).toMatchObject({
      passengers: 1,
      fareLabel: 'Economy',
    });
    expect(storableFlightValues(flightValues)).not.toHaveProperty('passportNumber');
  });

  it('prices the reservation per passenger', () => {
    expect(flightPrice(1)).toBe('29.99');
    expect(flightPrice(3)).toBe('89.97');
    expect(flightPrice(Number.NaN)).toBe('29.99');
  });
});

describe('every passenger named', () => {
  it('asks for a name per passenger after the lead one, and sends them', () => {
    const schema = flightFormSchema({ withReturn: true, dateWindow });
    const three = { ...flightValues, passengers: 3, otherPassengers: ['Ravi Rao', ' ', 'x'] };
    expect(messages(schema.safeParse(three, asTheFormParses))).toEqual({
      'otherPassengers.1': 'required',
    });
    const named = { ...three, otherPassengers: [' Ravi Rao ', 'Mira Rao', 'left over'] };
    const values = schema.parse(named, asTheFormParses);
    expect(buildFlightRequest(trip, values)).toMatchObject({
      passengers: 3,
      otherPassengers: ['Ravi Rao', 'Mira Rao'],
    });
    const alone = schema.parse({ ...named, passengers: 1 }, asTheFormParses);
    expect(buildFlightRequest(trip, alone)).not.toHaveProperty('otherPassengers');
  });
});

describe('flight requests', () => {
  it('one-way: from the departure city to the first destination, no return', () => {
    const request = buildFlightRequest(
      {
        ...trip,
        mode: 'multi',
        destinations: [...trip.destinations, { name: 'Lyon', country: 'FR', airport: 'LYS' }],
      },
      flightValues,
    );
    expect(createBookingRequestSchema.parse(request)).toMatchObject({
      type: 'flight',
      serviceName: 'Delhi → Paris',
      destination: 'France',
      departureCity: 'Delhi',
      arrivalCity: 'Paris',
      dates: { departure: flightValues.departureDate },
      passengers: 2,
      priceOption: { label: 'Business' },
      flightType: 'oneway',
      isRoundTrip: false,
      amount: '59.98',
      currency: 'USD',
    });
    expect(request).not.toHaveProperty('returnDate');
  });

  it('round trip: ⇄ and the return date', () => {
    const request = buildFlightRequest({ ...trip, flightType: 'roundtrip' }, flightValues);
    expect(createBookingRequestSchema.parse(request)).toMatchObject({
      serviceName: 'Delhi ⇄ Paris',
      flightType: 'roundtrip',
      isRoundTrip: true,
      dates: { departure: flightValues.departureDate, return: flightValues.returnDate },
      returnDate: flightValues.returnDate,
    });
  });

  it('open-jaw: sent as flexible_return with the return city', () => {
    const openJaw: TripSelection = { ...trip, flightType: 'openjaw', returnCity: 'Nice' };
    expect(flightRoute(openJaw)).toEqual({
      from: 'Delhi',
      to: 'Paris',
      flightType: 'openjaw',
      returnFrom: 'Nice',
    });
    expect(
      createBookingRequestSchema.parse(buildFlightRequest(openJaw, flightValues)),
    ).toMatchObject({
      flightType: 'flexible_return',
      isRoundTrip: false,
      returnCity: 'Nice',
      dates: { return: flightValues.returnDate },
    });
  });
});

describe('a multi-city trip flies home after its stays', () => {
  const multi: TripSelection = {
    mode: 'multi',
    from: { name: 'Frankfurt', country: 'DE', airport: 'FRA' },
    destinations: [
      { name: 'Tokyo', country: 'JP', airport: 'HND' },
      { name: 'Osaka', country: 'JP', airport: 'KIX' },
      { name: 'Fukuoka', country: 'JP', airport: 'FUK' },
    ],
    stays: [4, 3, 7],
    flightType: 'openjaw',
    returnCity: 'Fukuoka',
  };

  it('returns on the departure plus every stay', () => {
    expect(tripReturnDate(multi, '2027-01-20')).toBe('2027-02-03');
  });

  it('has no suggestion one way, without stays or before a departure', () => {
    expect(tripReturnDate({ ...multi, flightType: 'oneway' }, '2027-01-20')).toBeUndefined();
    const withoutStays: TripSelection = {
      mode: 'multi',
      from: multi.from,
      destinations: multi.destinations,
      flightType: 'openjaw',
      returnCity: 'Fukuoka',
    };
    expect(tripReturnDate(withoutStays, '2027-01-20')).toBeUndefined();
    expect(tripReturnDate(multi, '')).toBeUndefined();
  });

  it('books out to the first city and home from the return city, both legs named', () => {
    const request = createBookingRequestSchema.parse(buildFlightRequest(multi, flightValues));
    expect(request).toMatchObject({
      departureCity: 'Frankfurt',
      arrivalCity: 'Tokyo',
      returnCity: 'Fukuoka',
      flightType: 'flexible_return',
      serviceName: 'Frankfurt → Tokyo · Fukuoka → Frankfurt',
    });
  });
});

describe('hotel form and request', () => {
  const values = {
    checkIn: addDays(today, 10),
    checkOut: addDays(today, 13),
    guests: 2,
    guestName: 'Asha Rao',
    guestEmail: 'asha@example.com',
    roomLabel: 'Deluxe' as const,
  };

  it('asks for every field and a check-out after the check-in', () => {
    const schema = hotelFormSchema({ dateWindow });
    expect(
      messages(schema.safeParse(hotelFormDefaults(undefined, undefined), asTheFormParses)),
    ).toEqual({
      checkIn: 'required',
      checkOut: 'required',
      guestName: 'is required',
      guestEmail: 'required',
    });
    const sameDay = schema.safeParse({ ...values, checkOut: values.checkIn });
    expect(messages(sameDay)).toEqual({ checkOut: 'checkOutNotAfterCheckIn' });
    expect(nightsBetween(values.checkIn, values.checkOut)).toBe(3);
    expect(nightsBetween(values.checkIn, values.checkIn)).toBeNull();
  });

  it('books the hotel in the first destination at one price', () => {
    expect(createBookingRequestSchema.parse(buildHotelRequest(trip, values))).toMatchObject({
      type: 'hotel',
      destination: 'France',
      arrivalCity: 'Paris',
      departureCity: 'Delhi',
      checkIn: values.checkIn,
      checkOut: values.checkOut,
      guests: 2,
      priceOption: { label: 'Deluxe' },
      amount: '24.99',
    });
  });
});

it('names countries in English for the contract', () => {
  expect(englishCountryName('JP')).toBe('Japan');
  expect(englishCountryName('gb')).toBe('United Kingdom');
});

describe('missesRequired', () => {
  it("is true for an empty field, the form's message or the contract's", () => {
    expect(missesRequired({ email: { type: 'custom', message: FORM_ERRORS.required } })).toBe(true);
    expect(missesRequired({ fullName: { type: 'custom', message: 'is required' } })).toBe(true);
  });

  it("is true for a further passenger's empty name", () => {
    const errors: FieldErrors<FlightFormValues> = {
      otherPassengers: [undefined, { type: 'custom', message: 'is required' }],
    };
    expect(missesRequired(errors)).toBe(true);
  });

  it('is false when every error is of another kind', () => {
    expect(missesRequired({ departureDate: { type: 'custom', message: 'dateInPast' } })).toBe(
      false,
    );
    const errors: FieldErrors<FlightFormValues> = {
      otherPassengers: [{ type: 'custom', message: 'too long' }],
    };
    expect(missesRequired(errors)).toBe(false);
  });
});
