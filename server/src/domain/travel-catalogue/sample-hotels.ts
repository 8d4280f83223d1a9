import { TRAVEL_SAMPLES } from '@common/constants';
import type { City } from '@common/contracts/geography';
import type { Hotel } from '@common/contracts/travel-catalogue';
import { seededRandom } from './seeded-random';

const NAMES = [
  '{city} Central Hotel',
  'Grand Hotel {city}',
  '{city} Old Town Suites',
  'Hotel {city} Plaza',
  '{city} Boutique Stay',
  '{city} Park Residence',
  'The {city} House',
  '{city} Station Hotel',
];
const AREAS = [
  'City centre',
  'Old town',
  'Near the main station',
  'Business district',
  'Shopping district',
  'Quiet residential area',
];
const AMENITIES = [
  'Free Wi-Fi',
  'Breakfast included',
  'Air conditioning',
  '24-hour front desk',
  'Fitness centre',
  'Restaurant',
  'Bar',
  'Spa',
  'Swimming pool',
  'Parking',
  'Family rooms',
  'Room service',
];

type Tier = {
  price: number | [min: number, max: number];
  rating: [min: number, max: number];
  /** Better hotels list more. */
  amenities: number;
};

/**
 * Price and rating band of each sample hotel; the first three are the hotels of product.md §4.8.
 */
const [BUDGET_EUR, MID_EUR, UPPER_EUR] = TRAVEL_SAMPLES.hotelNightlyPricesEur;
const TIERS: readonly Tier[] = [
  { price: BUDGET_EUR, rating: [3.8, 4.2], amenities: 3 },
  { price: MID_EUR, rating: [4.2, 4.6], amenities: 4 },
  { price: UPPER_EUR, rating: [4.5, 4.9], amenities: 5 },
  { price: [59, 79], rating: [3.4, 3.9], amenities: 3 },
  { price: [189, 249], rating: [4.7, 5], amenities: 6 },
];

/** Five sample hotels for a city, always the same ones: €89, €125 and €156 first. */
export function sampleHotels(city: City): Hotel[] {
  const random = seededRandom(`hotels|${city.name}|${city.country}`);
  const names = random.shuffled(NAMES);
  const areas = random.shuffled(
    city.airport ? [...AREAS, `Near the airport (${city.airport})`] : AREAS,
  );
  return TIERS.map((tier, i): Hotel => {
    const amenities = random.shuffled(city.airport ? [...AMENITIES, 'Airport shuttle'] : AMENITIES);
    return {
      name: (names[i] ?? NAMES[0] ?? '').replace('{city}', city.name),
      rating: random.tenth(...tier.rating),
      location: `${areas[i % areas.length] ?? ''}, ${city.name}`,
      price: typeof tier.price === 'number' ? tier.price : random.int(...tier.price),
      currency: 'EUR',
      amenities: amenities.slice(0, tier.amenities),
    };
  });
}
