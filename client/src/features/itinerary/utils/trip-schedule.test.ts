import { describe, expect, it } from 'vitest';
import type { Booking } from '@common/contracts/bookings';
import type { TripSelection } from '@common/trip';
import { tripSchedule } from './trip-schedule';

const mumbai = { name: 'Mumbai', country: 'IN', airport: 'BOM' };
const newYork = { name: 'New York City', country: 'US', airport: 'JFK' };
const openJaw: TripSelection = {
  mode: 'direct',
  from: mumbai,
  destinations: [newYork],
  flightType: 'openjaw',
  returnCity: 'Boston',
};

function flight(departure: string, back?: string): Booking {
  return {
    type: 'flight',
    details: { dates: { departure, ...(back ? { return: back } : {}) } },
  } as Booking;
}

function hotel(checkIn: string, checkOut: string): Booking {
  return { type: 'hotel', details: { checkIn, checkOut } } as Booking;
}

describe('tripSchedule', () => {
  it('an open-jaw trip ends in its return city and lasts from departure to return', () => {
    expect(tripSchedule(openJaw, [flight('2027-01-20', '2027-01-28')])).toEqual({
      cities: ['New York City', 'Boston'],
      trip: { days: 9 },
      startDate: '2027-01-20',
    });
  });

  it("keeps the planner's stays and starts on the flight's departure", () => {
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
    expect(tripSchedule(multi, [flight('2027-03-01', '2027-03-08')])).toEqual({
      cities: ['Paris', 'Avignon', 'Lyon'],
      trip: { stays: [3, 2, 2], days: 8 },
      startDate: '2027-03-01',
    });
  });

  it("without a flight, the hotel's dates", () => {
    const direct: TripSelection = { ...openJaw, flightType: 'oneway' };
    delete direct.returnCity;
    expect(tripSchedule(direct, [hotel('2027-05-02', '2027-05-06')])).toEqual({
      cities: ['New York City'],
      trip: { days: 5 },
      startDate: '2027-05-02',
    });
  });

  it('the newest flight counts; a one-way flight dates only the start', () => {
    const schedule = tripSchedule(openJaw, [
      flight('2027-01-20', '2027-01-28'),
      flight('2027-02-10'),
    ]);
    expect(schedule).toEqual({
      cities: ['New York City', 'Boston'],
      trip: {},
      startDate: '2027-02-10',
    });
  });

  it('nothing chosen and nothing booked: no cities, no dates', () => {
    expect(tripSchedule(null, [])).toEqual({ cities: [] });
  });
});
