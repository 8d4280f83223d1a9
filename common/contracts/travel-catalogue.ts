import * as z from 'zod/mini';

// Sample catalogues of the multi-city services view and the upsells (product.md §4.5, §4.8).
// They are generated per city, the same every time, and marked `sample: true`: the UI labels
// them 'Sample content'; nothing here is a real offer or a real business.

const placeText = z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(200));

export const travelCityParamsSchema = z.object({ city: placeText });
/** Settles a city name several countries share, like GET /api/distance. */
export const travelCityQuerySchema = z.object({
  country: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
});
export type TravelCityQuery = z.input<typeof travelCityQuerySchema>;
export const travelCountryParamsSchema = z.object({ country: placeText });

const sampleEnvelope = {
  /** Always true: sample content, to be labelled as such. */
  sample: z.literal(true),
  /** The city the name resolved to, and its country (ISO2). */
  city: z.string(),
  country: z.string().check(z.length(2)),
};

const money = z.number().check(z.nonnegative());
const currency = z.string().check(z.length(3));

export const hotelSchema = z.object({
  name: z.string(),
  /** Guest rating out of 5. */
  rating: z.number().check(z.gte(0), z.lte(5)),
  location: z.string(),
  /** Per night. */
  price: money,
  currency,
  amenities: z.array(z.string()),
});
export type Hotel = z.infer<typeof hotelSchema>;
export const getHotelsResponseSchema = z.object({
  ...sampleEnvelope,
  hotels: z.array(hotelSchema),
});
export type GetHotelsResponse = z.infer<typeof getHotelsResponseSchema>;

export const carSchema = z.object({
  carType: z.string(),
  company: z.string(),
  location: z.string(),
  pricePerDay: money,
  currency,
  features: z.array(z.string()),
});
export type Car = z.infer<typeof carSchema>;
export const getCarsResponseSchema = z.object({ ...sampleEnvelope, cars: z.array(carSchema) });
export type GetCarsResponse = z.infer<typeof getCarsResponseSchema>;

export const esimSchema = z.object({
  provider: z.string(),
  /** "7 days". */
  validity: z.string(),
  /** "3 GB" or "Unlimited". */
  dataAllowance: z.string(),
  price: money,
  currency,
  features: z.array(z.string()),
});
export type Esim = z.infer<typeof esimSchema>;
export const getEsimsResponseSchema = z.object({
  sample: z.literal(true),
  /** ISO2 of the country the eSIMs cover, and its English name. */
  country: z.string().check(z.length(2)),
  countryName: z.string(),
  esims: z.array(esimSchema),
});
export type GetEsimsResponse = z.infer<typeof getEsimsResponseSchema>;

export const restaurantOfferSchema = z.object({
  name: z.string(),
  cuisine: z.string(),
  location: z.string(),
  discountPercent: z.int().check(z.gte(0), z.lte(100)),
  /** A typical bill for two before the discount, and what the discount saves on it. */
  typicalBill: money,
  savings: money,
  currency,
});
export type RestaurantOffer = z.infer<typeof restaurantOfferSchema>;
export const getRestaurantsResponseSchema = z.object({
  ...sampleEnvelope,
  /** The teaser on the upsell ('20% off'). */
  teaserDiscountPercent: z.int(),
  offers: z.array(restaurantOfferSchema),
  /** The offers' savings added up ('Book All'). */
  totalSavings: money,
  currency,
});
export type GetRestaurantsResponse = z.infer<typeof getRestaurantsResponseSchema>;
