import { describe, expect, it } from 'vitest';
import type { Booking } from '@common/contracts/bookings';
import type { Conversation } from '@common/contracts/chat';
import type { TripSelection } from '@common/trip';
import { composeTripRecord } from './trip-record';

const mumbai = { name: 'Mumbai', country: 'IN', airport: 'BOM' };
const newYork = { name: 'New York City', country: 'US', airport: 'JFK' };
const openJaw: TripSelection = {
  mode: 'direct',
  from: mumbai,
  destinations: [newYork],
  flightType: 'openjaw',
  returnCity: 'Boston',
};
const toUs = (trip?: TripSelection): Conversation => ({
  destination: 'United States',
  destinationCode: 'US',
  ...(trip ? { trip } : {}),
});

let counter = 0;
function flight(departure: string, back?: string, details: object = {}): Booking {
  return {
    type: 'flight',
    reference: `FL00000000${counter++}AB`,
    details: {
      departureCity: 'Mumbai',
      arrivalCity: 'New York City',
      flightType: back ? 'flexible_return' : 'oneway',
      returnCity: back ? 'Boston' : undefined,
      passengers: 1,
      dates: { departure, ...(back ? { return: back } : {}) },
      ...details,
    },
  } as Booking;
}

function hotel(checkIn: string, checkOut: string): Booking {
  return {
    type: 'hotel',
    reference: `HOTEL000${counter++}`,
    details: { arrivalCity: 'New York City', checkIn, checkOut },
  } as Booking;
}

describe('composeTripRecord', () => {
  it('an open-jaw trip ends in its return city, flies home from it and lasts to the return', () => {
    const record = composeTripRecord(toUs(openJaw), [flight('2027-01-20', '2027-01-28')]);
    expect(record.stops).toEqual([
      { name: 'New York City', country: 'US' },
      { name: 'Boston', country: 'US' },
    ]);
    expect(record).toMatchObject({ startDate: '2027-01-20', days: 9 });
    expect(record.flights[0]?.legs).toEqual([
      { from: 'Mumbai', to: 'New York City', date: '2027-01-20' },
      { from: 'Boston', to: 'Mumbai', date: '2027-01-28' },
    ]);
  });

  it("keeps the planner's stays, each with its city", () => {
    const multi: TripSelection = {
      mode: 'multi',
      from: mumbai,
      destinations: [
        { name: 'Paris', country: 'FR', airport: 'CDG' },
        { name: 'Avignon', country: 'FR', airport: '' },
        { name: 'Lyon', country: 'FR', airport: 'LYS' },
      ],
      stays: [3, 2, 2],
      flightType: 'openjaw',
      returnCity: 'Lyon',
    };
    const record = composeTripRecord(toUs(multi), [flight('2027-03-01', '2027-03-08')]);
    expect(record.stops).toEqual([
      { name: 'Paris', country: 'FR', days: 3 },
      { name: 'Avignon', country: 'FR', days: 2 },
      { name: 'Lyon', country: 'FR', days: 2 },
    ]);
    expect(record).toMatchObject({ startDate: '2027-03-01', days: 8 });
  });

  it("without a flight, the hotel's dates", () => {
    const record = composeTripRecord(
      toUs({ ...openJaw, flightType: 'oneway', returnCity: undefined }),
      [hotel('2027-05-02', '2027-05-06')],
    );
    expect(record).toMatchObject({
      stops: [{ name: 'New York City' }],
      startDate: '2027-05-02',
      days: 5,
    });
  });

  it('the newest flight counts; a one-way flight dates only the start', () => {
    const record = composeTripRecord(toUs(openJaw), [
      flight('2027-01-20', '2027-01-28'),
      flight('2027-02-10'),
    ]);
    expect(record.startDate).toBe('2027-02-10');
    expect(record.days).toBeUndefined();
    expect(record.flights).toHaveLength(2);
  });

  it('a round trip flies back from where it went', () => {
    const record = composeTripRecord(toUs(), [
      flight('2027-04-01', '2027-04-05', { flightType: 'roundtrip', returnCity: undefined }),
    ]);
    expect(record.flights[0]?.legs.at(-1)).toEqual({
      from: 'New York City',
      to: 'Mumbai',
      date: '2027-04-05',
    });
    // No cities chosen: the booked flight's city is the trip's one stop.
    expect(record.stops).toEqual([{ name: 'New York City', country: 'US' }]);
  });

  it('nothing chosen and nothing booked: no cities, no dates', () => {
    expect(composeTripRecord(null, [])).toEqual({
      stops: [],
      flights: [],
      hotels: [],
      services: [],
    });
  });
});
