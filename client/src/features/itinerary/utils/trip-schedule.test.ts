import { describe, expect, it } from 'vitest';
import type { TripRecord } from '@common/contracts/trip-record';
import { tripSchedule } from './trip-schedule';

const record = (fields: Partial<TripRecord>): TripRecord => ({
  stops: [],
  flights: [],
  hotels: [],
  services: [],
  ...fields,
});

describe('tripSchedule', () => {
  it("follows the record's stops with their stays from its first day", () => {
    const schedule = tripSchedule(
      record({
        stops: [
          { name: 'Paris', country: 'FR', days: 3 },
          { name: 'Lyon', country: 'FR', days: 2 },
        ],
        startDate: '2027-03-01',
        days: 8,
      }),
    );
    expect(schedule).toEqual({
      cities: ['Paris', 'Lyon'],
      trip: { stays: [3, 2], days: 8 },
      startDate: '2027-03-01',
    });
  });

  it('takes no stays when a stop has none (an open-jaw return city), only the booked days', () => {
    const schedule = tripSchedule(
      record({
        stops: [
          { name: 'New York City', country: 'US', days: 4 },
          { name: 'Boston', country: 'US' },
        ],
        startDate: '2027-01-20',
        days: 9,
      }),
    );
    expect(schedule).toEqual({
      cities: ['New York City', 'Boston'],
      trip: { days: 9 },
      startDate: '2027-01-20',
    });
  });

  it('nothing chosen and nothing booked: no cities, no dates', () => {
    expect(tripSchedule(record({}))).toEqual({ cities: [] });
  });
});
