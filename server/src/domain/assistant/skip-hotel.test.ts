import { describe, expect, it } from 'vitest';
import { createAssistant } from './respond';

// After 'Skip Hotel' the panel offers tours and travel insurance (product.md §4.8); the reply
// above it names those two and no others.

const { respond } = createAssistant();
const GERMAN_IN_JAPAN = { nationality: 'Germany', destination: 'Japan' } as const;

describe('the offers after Skip Hotel', () => {
  it.each([
    ['en', /tours/i, /travel insurance/i, /eSIM|rental car/i],
    ['es', /tours/i, /seguro de viaje/i, /eSIM|coche/i],
    ['zh', /当地游览/, /旅行保险/, /eSIM|租车/],
  ] as const)(
    '%s: name the two services the panel shows, no others',
    async (language, tours, insurance, others) => {
      const reply = await respond({
        message: 'Skip Hotel',
        ...GERMAN_IN_JAPAN,
        language,
        flowStep: 'personalized_hotel_recommendations',
        action: { type: 'skip_hotel', flowStep: 'personalized_hotel_recommendations' },
      });
      expect(reply.metadata.flowStep).toBe('itinerary_upsells');
      expect(reply.content).toMatch(tours);
      expect(reply.content).toMatch(insurance);
      expect(reply.content).not.toMatch(others);
    },
  );
});
