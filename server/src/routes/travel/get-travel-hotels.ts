import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@common/contracts/error';
import {
  getHotelsResponseSchema,
  travelCityParamsSchema,
  travelCityQuerySchema,
} from '@common/contracts/travel-catalogue';
import type { Geography } from '../../domain/geography/geography';
import { cityOrNotFound } from '../../domain/geography/resolve-place';
import { sampleHotels } from '../../domain/travel-catalogue/sample-hotels';

/** Sample hotels for a city (product.md §4.5, §4.8), the same list on every call. */
export const getTravelHotelsRoute: FastifyPluginAsyncZod<{ geography: Geography }> = async (
  app,
  { geography },
) => {
  app.get(
    '/api/travel/hotels/:city',
    {
      schema: {
        params: travelCityParamsSchema,
        querystring: travelCityQuerySchema,
        response: {
          200: getHotelsResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const city = cityOrNotFound(geography, request.params.city, request.query.country);
      return {
        sample: true as const,
        city: city.name,
        country: city.country,
        hotels: sampleHotels(city),
      };
    },
  );
};
