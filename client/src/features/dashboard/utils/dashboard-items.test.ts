import { describe, expect, it } from 'vitest';
import type { Booking } from '@common/contracts/bookings';
import type { Purchase } from '@common/contracts/purchases';
import {
  documentsOf,
  groupTripsByCity,
  recentActivity,
  travelStats,
} from '@/features/dashboard/utils/dashboard-items';
import { formatDay } from '@/features/dashboard/utils/format-dashboard';

let seq = 0;
function flight(arrivalCity: string, createdAt: string, destination = 'Japan'): Booking {
  seq++;
  return {
    id: `f${seq}`,
    type: 'flight',
    bookingType: 'flight',
    reference: `FL00000000${seq}AB`,
    serviceName: `Paris → ${arrivalCity}`,
    destination,
    amount: '29.99',
    currency: 'USD',
    status: 'confirmed',
    createdAt,
    expiresAt: createdAt,
    refundable: false,
    details: {
      departureCity: 'Paris',
      arrivalCity,
      dates: { departure: '2030-01-02' },
      passengers: 1,
      priceOption: { label: 'Economy' },
      flightType: 'oneway',
      isRoundTrip: false,
      fullName: 'A B',
      email: 'a@b.c',
      passportNumber: 'X1',
    },
  };
}
function hotel(arrivalCity: string, createdAt: string): Booking {
  seq++;
  return {
    id: `h${seq}`,
    type: 'hotel',
    bookingType: 'hotel',
    reference: `HOTEL000${seq}`,
    serviceName: 'Hotel Booking',
    destination: 'Japan',
    amount: '24.99',
    currency: 'USD',
    status: 'confirmed',
    createdAt,
    expiresAt: null,
    refundable: null,
    details: {
      arrivalCity,
      checkIn: '2030-02-01',
      checkOut: '2030-02-03',
      dates: { departure: '2030-02-01', return: '2030-02-03' },
      nights: 2,
      guests: 1,
      priceOption: { label: 'Standard' },
      guestName: 'A B',
      guestEmail: 'a@b.c',
    },
  };
}
function purchase(type: string, createdAt: string, metadata: object = {}): Purchase {
  seq++;
  return {
    id: `p${seq}`,
    type,
    serviceName: type,
    destination: 'Japan',
    metadata: { ...metadata },
    price: '49.99',
    currency: 'USD',
    status: 'confirmed',
    reference: `PURCHASE${seq}`,
    createdAt,
  };
}

describe('groupTripsByCity', () => {
  it('groups by arrival city, case-insensitively, in the order of the newest booking', () => {
    const a = flight('Tokyo', '2026-01-03T00:00:00Z');
    const b = flight('Osaka', '2026-01-02T00:00:00Z');
    const c = hotel('tokyo', '2026-01-01T00:00:00Z');
    expect(groupTripsByCity([a, b, c])).toEqual([
      { city: 'Tokyo', bookings: [a, c] },
      { city: 'Osaka', bookings: [b] },
    ]);
  });

  it('falls back to the destination, then to Unknown Destination', () => {
    const noCity = flight(' ', '2026-01-01T00:00:00Z', 'Japan');
    const nothing = flight('', '2026-01-01T00:00:00Z', '');
    expect(groupTripsByCity([noCity, nothing], 'Sin destino').map((g) => g.city)).toEqual([
      'Japan',
      'Sin destino',
    ]);
    expect(groupTripsByCity([nothing])[0]?.city).toBe('Unknown Destination');
  });
});

describe('documentsOf', () => {
  it('splits tickets and vouchers, dummy purchases included, newest first', () => {
    const f = flight('Tokyo', '2026-01-01T00:00:00Z');
    const h = hotel('Tokyo', '2026-01-02T00:00:00Z');
    const dummyFlight = purchase('dummy-flight', '2026-01-03T00:00:00Z');
    const insurance = purchase('travel-insurance', '2026-01-04T00:00:00Z');
    const docs = documentsOf([f, h], [dummyFlight, insurance]);
    expect(docs.flight.map((d) => d.id)).toEqual([dummyFlight.id, f.id]);
    expect(docs.hotel.map((d) => d.id)).toEqual([h.id]);
    expect(docs.flight[1]).toMatchObject({ reference: f.reference, date: '2030-01-02' });
    expect(docs.hotel[0]).toMatchObject({ date: '2030-02-01', title: 'Hotel Booking' });
    expect(docs.visa).toEqual([]);
  });

  it('lists the visa bundle and service orders as visa documents', () => {
    const bundle = purchase('visa-bundle', '2026-01-01T00:00:00Z');
    const service = purchase('visa-service', '2026-01-02T00:00:00Z');
    const docs = documentsOf([], [bundle, service, purchase('travel-insurance', '2026-01-03')]);
    expect(docs.visa.map((d) => d.id)).toEqual([service.id, bundle.id]);
    expect(docs.flight).toEqual([]);
  });
});

describe('recentActivity', () => {
  it('shows at most 3, newest first, bookings and purchases alike', () => {
    const items = [
      flight('Tokyo', '2026-01-01T00:00:00Z'),
      hotel('Tokyo', '2026-01-05T00:00:00Z'),
      flight('Osaka', '2026-01-03T00:00:00Z'),
    ];
    const bought = purchase('travel-insurance', '2026-01-04T00:00:00Z');
    const recent = recentActivity(items, [bought]);
    expect(recent.map((r) => r.type)).toEqual(['hotel', 'travel-insurance', 'flight']);
    expect(recent).toHaveLength(3);
    expect(recentActivity([], [])).toEqual([]);
  });
});

describe('travelStats', () => {
  it('counts everything booked or bought and the distinct destination countries', () => {
    const stats = travelStats(
      [flight('Tokyo', '2026-01-01T00:00:00Z'), hotel('TOKYO', '2026-01-01T00:00:00Z')],
      [purchase('travel-insurance', '2026-01-01T00:00:00Z', { toCity: 'Kyoto' })],
      true,
    );
    // Tokyo, Kyoto and the insurance are all one trip to Japan.
    expect(stats).toEqual({ totalBookings: 3, destinations: 1, profileComplete: true });
    const twoCountries = travelStats(
      [flight('New York City', '2026-01-01T00:00:00Z', 'United States')],
      [
        { ...purchase('visa-bundle', '2026-01-02T00:00:00Z'), destination: 'united states' },
        purchase('travel-insurance', '2026-01-03T00:00:00Z'),
        { ...purchase('esim', '2026-01-03T00:00:00Z'), destination: null },
      ],
      false,
    );
    expect(twoCountries.destinations).toBe(2);
    expect(travelStats([], [], false)).toEqual({
      totalBookings: 0,
      destinations: 0,
      profileComplete: false,
    });
  });
});

describe('formatting', () => {
  it('writes a travel day the same in every zone', () => {
    expect(formatDay('2030-01-02', 'en', 'Pacific/Honolulu')).toBe('Jan 2, 2030');
    expect(formatDay('not a date', 'en')).toBe('not a date');
  });
});
