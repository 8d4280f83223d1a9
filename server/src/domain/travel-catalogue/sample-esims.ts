import { TRAVEL_SAMPLES } from '@common/constants';
import type { Esim } from '@common/contracts/travel-catalogue';
import { seededRandom } from './seeded-random';

const PROVIDERS = ['{country} Travel eSIM', 'Regional Data eSIM', 'Global Traveller eSIM'];
const FEATURES = [
  'Instant activation',
  'Hotspot allowed',
  '4G/5G where available',
  'Top-up available',
  'No roaming charges',
  'Keep your own number',
];

type Plan = {
  validity: string;
  dataAllowance: string;
  price: number | [min: number, max: number];
};

/** The smallest plan is the teaser's 'eSIM from $10' (product.md §4.8). */
const PLANS: readonly Plan[] = [
  { validity: '7 days', dataAllowance: '1 GB', price: TRAVEL_SAMPLES.esimFromUsd },
  { validity: '15 days', dataAllowance: '3 GB', price: [15, 19] },
  { validity: '30 days', dataAllowance: '10 GB', price: [26, 34] },
  { validity: '30 days', dataAllowance: 'Unlimited', price: [45, 59] },
];

/** Four sample eSIM plans for a country, always the same ones, cheapest ($10) first. */
export function sampleEsims(country: string, countryName: string): Esim[] {
  const random = seededRandom(`esims|${country}`);
  const providers = random.shuffled(PROVIDERS);
  return PLANS.map((plan, i): Esim => ({
    provider: (providers[i % providers.length] ?? '').replace('{country}', countryName),
    validity: plan.validity,
    dataAllowance: plan.dataAllowance,
    price: typeof plan.price === 'number' ? plan.price : random.int(...plan.price),
    currency: 'USD',
    features: random.shuffled(FEATURES).slice(0, 3),
  }));
}
