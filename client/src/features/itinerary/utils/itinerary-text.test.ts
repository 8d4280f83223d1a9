import { describe, expect, it } from 'vitest';
import { ITINERARY_PDF_LIMITS, itineraryPdfRequestSchema } from '@common/contracts/itinerary';
import { itineraryPdfRequest } from './itinerary-text';

type Text = Parameters<typeof itineraryPdfRequest>[0];

const plan = (dayCount: number): Text => ({
  title: 'Your 30-day itinerary',
  subtitle: 'Mid-range',
  days: Array.from({ length: dayCount }, (_, i) => ({
    day: i + 1,
    city: 'Paris',
    heading: `Day ${i + 1} · Paris`,
    lines: ['Walk'],
    theme: 'arrival',
  })) as unknown as Text['days'],
});

const BOOKED = {
  heading: 'Booked for this trip',
  lines: ['Mumbai → Paris, Jan 20, 2027 · ref. FL123456789AB'],
};

describe('itineraryPdfRequest', () => {
  it('puts what is booked before the days, as the panel shows it', () => {
    const request = itineraryPdfRequest(plan(3), BOOKED);
    expect(request.days.map((day) => day.heading)).toEqual([
      'Booked for this trip',
      'Day 1 · Paris',
      'Day 2 · Paris',
      'Day 3 · Paris',
    ]);
    expect(request.days[0]?.lines).toEqual(BOOKED.lines);
  });

  it('adds no section when nothing is booked', () => {
    const request = itineraryPdfRequest(plan(3), { ...BOOKED, lines: [] });
    expect(request.days).toHaveLength(3);
  });

  it('stays within what the server accepts, however long the trip and its bookings', () => {
    const lines = Array.from({ length: 60 }, (_, i) => `Line ${i}`);
    const request = itineraryPdfRequest(plan(ITINERARY_PDF_LIMITS.days), { ...BOOKED, lines });
    expect(request.days).toHaveLength(ITINERARY_PDF_LIMITS.days);
    expect(request.days[0]?.lines).toHaveLength(ITINERARY_PDF_LIMITS.linesPerDay);
    expect(itineraryPdfRequestSchema.safeParse(request).success).toBe(true);
  });
});
