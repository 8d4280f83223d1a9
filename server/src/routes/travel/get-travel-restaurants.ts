import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TRAVEL_SAMPLES } from '@common/constants';
import { errorResponseSchema } from '@common/contracts/error';
import {
  getRestaurantsResponseSchema,
  travelCityParamsSchema,
  travelCityQuerySchema,
} from '@common/contracts/travel-catalogue';
import type { Geography } from '../../domain/geography/geography';
import { cityOrNotFound } from '../../domain/geography/resolve-place';
import {
  sampleRestaurantOffers,
  totalSavings,
} from '../../domain/travel-catalogue/sample-restaurant-offers';

/** Sample restaurant offers for a city (product.md §4.8). */
export const getTravelRestaurantsRoute: FastifyPluginAsyncZod<{ geography: Geography }> = async (
  app,
  { geography },
) => {
  app.get(
    '/api/travel/restaurants/:city',
    {
      schema: {
        params: travelCityParamsSchema,
        querystring: travelCityQuerySchema,
        response: {
          200: getRestaurantsResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const city = cityOrNotFound(geography, request.params.city, request.query.country);
      const offers = sampleRestaurantOffers(city);
      return {
        sample: true as const,
        city: city.name,
        country: city.country,
        teaserDiscountPercent: TRAVEL_SAMPLES.restaurantTeaserDiscountPercent,
        offers,
        totalSavings: totalSavings(offers),
        currency: 'USD',
      };
    },
  );
};
