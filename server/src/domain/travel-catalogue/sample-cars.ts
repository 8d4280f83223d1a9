import { TRAVEL_SAMPLES } from '@common/constants';
import type { City } from '@common/contracts/geography';
import type { Car } from '@common/contracts/travel-catalogue';
import { seededRandom } from './seeded-random';

const COMPANIES = [
  'Local Rentals',
  'City Car Hire',
  'Easy Drive Rentals',
  'Metro Car Hire',
  'Value Car Rental',
  'Open Road Rentals',
];
const FEATURES = [
  'Unlimited mileage',
  'Free cancellation',
  'Air conditioning',
  'Full-to-full fuel',
  'Collision damage waiver',
  'Second driver free',
];

type Class = {
  carType: string;
  price: number | [min: number, max: number];
  traits: readonly string[];
};

/** The cheapest class is the teaser's 'car from $25/day' (product.md §4.8). */
const CLASSES: readonly Class[] = [
  { carType: 'Economy', price: TRAVEL_SAMPLES.carFromUsdPerDay, traits: ['Manual', '4 seats'] },
  { carType: 'Compact', price: [29, 36], traits: ['Manual', '5 seats'] },
  { carType: 'SUV', price: [45, 59], traits: ['Automatic', '5 seats'] },
  { carType: 'Minivan', price: [62, 79], traits: ['Automatic', '7 seats'] },
];

/** Four sample rental cars for a city, always the same ones, cheapest (25 USD a day) first. */
export function sampleCars(city: City): Car[] {
  const random = seededRandom(`cars|${city.name}|${city.country}`);
  const companies = random.shuffled(COMPANIES);
  return CLASSES.map((rental, i): Car => {
    const pickUp =
      city.airport && i % 2 === 0
        ? `${city.name} airport (${city.airport})`
        : `${city.name} city centre`;
    return {
      carType: rental.carType,
      company: companies[i % companies.length] ?? 'Local Rentals',
      location: pickUp,
      pricePerDay: typeof rental.price === 'number' ? rental.price : random.int(...rental.price),
      currency: 'USD',
      features: [...random.shuffled(FEATURES).slice(0, 2), ...rental.traits],
    };
  });
}
