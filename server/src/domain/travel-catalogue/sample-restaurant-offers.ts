import type { City } from '@common/contracts/geography';
import type { RestaurantOffer } from '@common/contracts/travel-catalogue';
import { seededRandom } from './seeded-random';

const NAMES = [
  '{city} Bistro',
  'The {city} Table',
  'Market Street Kitchen',
  'Rooftop Terrace',
  'Corner Trattoria',
  'Spice Garden',
  'Garden Brasserie',
  'Night Market Eatery',
];
const CUISINES = [
  'Local cuisine',
  'Seafood',
  'Italian',
  'Street food',
  'Vegetarian',
  'Grill',
  'Fusion',
  'Asian',
];
const AREAS = ['City centre', 'Old town', 'Waterfront', 'Market district', 'Arts quarter'];

/**
 * Discounts of 15 to 30% on a typical bill for two, chosen so the savings add up to the $97
 * of product.md §12: 24 + 21 + 25 + 27. The 20% offer is the teaser's.
 */
const DEALS = [
  { discountPercent: 20, typicalBill: 120 },
  { discountPercent: 15, typicalBill: 140 },
  { discountPercent: 25, typicalBill: 100 },
  { discountPercent: 30, typicalBill: 90 },
] as const;

/** Four sample restaurant offers for a city, always the same ones, saving $97 in all. */
export function sampleRestaurantOffers(city: City): RestaurantOffer[] {
  const random = seededRandom(`restaurants|${city.name}|${city.country}`);
  const names = random.shuffled(NAMES);
  const cuisines = random.shuffled(CUISINES);
  const areas = random.shuffled(AREAS);
  return DEALS.map((deal, i): RestaurantOffer => ({
    name: (names[i] ?? '').replace('{city}', city.name),
    cuisine: cuisines[i] ?? 'Local cuisine',
    location: `${areas[i % areas.length] ?? ''}, ${city.name}`,
    discountPercent: deal.discountPercent,
    typicalBill: deal.typicalBill,
    savings: (deal.typicalBill * deal.discountPercent) / 100,
    currency: 'USD',
  }));
}

/** What 'Book All' claims: the savings of every offer. */
export function totalSavings(offers: readonly RestaurantOffer[]): number {
  return offers.reduce((sum, offer) => sum + offer.savings, 0);
}
