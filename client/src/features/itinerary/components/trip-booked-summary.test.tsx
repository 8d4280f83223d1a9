// @vitest-environment jsdom
// What the trip record holds as booked, above the itinerary (product.md §4.9).
import { cleanup, render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  TripBookedSummary,
  useBookedLines,
  type TripBooked,
} from '@/features/itinerary/components/trip-booked-summary';
import { i18n, initI18n } from '@/lib/i18n';

beforeAll(async () => {
  Object.defineProperty(window.navigator, 'languages', { value: ['en-US'], configurable: true });
  await initI18n(i18n, { allTexts: true });
});
/** The summary as the itinerary panel draws it: from the record's lines. */
function Summary({ booked }: { booked: TripBooked }) {
  return <TripBookedSummary lines={useBookedLines(booked)} />;
}

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

const BOOKED = {
  flights: [
    {
      reference: 'FL123456789AB',
      passengers: 1,
      legs: [
        { from: 'Mumbai', to: 'New York', date: '2027-01-20' },
        { from: 'Boston', to: 'Mumbai', date: '2027-01-28' },
      ],
    },
  ],
  hotels: [
    {
      reference: 'H0TEL1234',
      city: 'New York',
      name: 'Sample Harbour Hotel',
      checkIn: '2027-01-20',
      checkOut: '2027-01-23',
    },
    { reference: 'H0TEL5678', city: 'Boston', checkIn: '2027-01-23', checkOut: '2027-01-28' },
  ],
  services: [
    { reference: 'INS123456', type: 'travel-insurance' },
    { reference: 'SRV123456', type: 'city-tour' },
  ],
};

function items() {
  const region = screen.getByRole('region', { name: i18n.t('itinerary.booked.title') });
  return within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('TripBookedSummary', () => {
  it('lists every leg, hotel and add-on with its dates and reference', () => {
    render(<Summary booked={BOOKED} />);
    expect(items()).toEqual([
      'Mumbai → New York, Jan 20, 2027 · ref. FL123456789AB',
      'Boston → Mumbai, Jan 28, 2027 · ref. FL123456789AB',
      'Sample Harbour Hotel, New York, Jan 20, 2027 – Jan 23, 2027 · ref. H0TEL1234',
      'Hotel in Boston, Jan 23, 2027 – Jan 28, 2027 · ref. H0TEL5678',
      'Travel insurance · ref. INS123456',
      `${i18n.t('purchase.services.other.name')} · ref. SRV123456`,
    ]);
  });

  it('speaks the traveller’s language, dates included', async () => {
    await act(() => i18n.changeLanguage('zh'));
    render(<Summary booked={{ ...BOOKED, hotels: [], services: [] }} />);
    expect(screen.getByRole('heading', { name: '本次行程已预订' })).toBeTruthy();
    expect(items()[0]).toBe('Mumbai → New York，2027年1月20日 · 编号 FL123456789AB');
  });

  it('shows nothing when nothing is booked', () => {
    const { container } = render(<Summary booked={{ flights: [], hotels: [], services: [] }} />);
    expect(container.innerHTML).toBe('');
  });
});
