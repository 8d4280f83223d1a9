import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../test/helpers/pdf-text';
import { renderDocumentPdf } from './render-document-pdf';
import { renderItineraryPdf } from './render-itinerary-pdf';
import type { TravelDocument } from './travel-document';

// The renderers called directly, as one PDF thread calls them one after another with the fonts
// it parsed once (the HTTP routes and their pool are tested in server/test/).

const issuedAt = new Date('2026-03-01T09:30:00Z');

const hotel: TravelDocument = {
  type: 'hotel',
  title: 'Hotel Reservation',
  reference: 'K7Q2M9X4B',
  isReservation: true,
  status: 'confirmed',
  passengerName: 'José Ñúñez',
  description: 'Tokyo',
  dates: { start: '2026-04-01', end: '2026-04-06' },
  details: [
    { label: 'Hotel', value: 'Tokyo' },
    { label: 'Room', value: 'Deluxe' },
  ],
  currency: 'EUR',
  amount: '24.99',
  issuedAt,
  validUntil: new Date('2026-04-06T12:00:00Z'),
  refundable: undefined,
};

describe('the PDF renderers', () => {
  // Writing a subset adds the parts of composite glyphs ('ü' is 'u' and a diaeresis, 'é' is
  // 'e' and an accent); parts reached that way first must still read as their characters in
  // every later PDF of the thread.
  it('keeps every character readable in the PDFs after one whose accents were built from parts', async () => {
    const first = await renderItineraryPdf(
      { title: 'Zürich', days: [{ heading: 'Día 1', lines: ['Café'] }] },
      issuedAt,
    );
    expect(readPdf(first).lines).toContain('•Café');

    const second = readPdf(
      await renderItineraryPdf(
        {
          title: 'Museum tour.',
          days: [{ heading: 'Day 1 · Lyon', lines: ['Lunch near the river.'] }],
        },
        issuedAt,
      ),
    );
    expect(second.lines).toContain('Museum tour.');
    expect(second.lines).toContain('•Lunch near the river.');
  });

  it('makes the same file from the same itinerary and date', async () => {
    const itinerary = {
      title: 'Your 3-day Leisure itinerary for France',
      subtitle: 'Leisure · 3 days · 100-200 €/day',
      days: [{ heading: '第1天 · 巴黎 · 抵达', lines: ['入住舒适的中档酒店', 'Café time'] }],
    };
    const one = await renderItineraryPdf(itinerary, issuedAt);
    const two = await renderItineraryPdf(itinerary, issuedAt);
    expect(Buffer.compare(one, two)).toBe(0);
    const reading = readPdf(one);
    expect(reading.info).toMatchObject({
      title: 'Your 3-day Leisure itinerary for France · AlgoTrip',
      subject: 'Leisure · 3 days · 100-200 €/day',
      author: 'AlgoTrip',
      creationDate: issuedAt,
    });
    // The fonts are subsets: the three source files weigh 11 MB.
    expect(one.length).toBeLessThan(60_000);
    expect(reading.fonts.map((f) => f.baseFont.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'NotoSans-Bold',
      'NotoSans-Regular',
      'NotoSansSC-Regular',
    ]);
  });

  it('makes the same document PDF from the same document', async () => {
    const url = 'https://travel.example/verify/K7Q2M9X4B';
    const one = await renderDocumentPdf(hotel, url);
    expect(Buffer.compare(one, await renderDocumentPdf(hotel, url))).toBe(0);
    const reading = readPdf(one);
    expect(reading.pageCount).toBe(1);
    expect(reading.info.keywords).toBe('K7Q2M9X4B hotel');
    expect(reading.lines).toContain('GuestJosé Ñúñez');
    expect(reading.lines).toContain('PriceEUR 24.99');
  });
});
