import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@common/contracts/error';
import {
  getCarsResponseSchema,
  travelCityParamsSchema,
  travelCityQuerySchema,
} from '@common/contracts/travel-catalogue';
import type { Geography } from '../../domain/geography/geography';
import { cityOrNotFound } from '../../domain/geography/resolve-place';
import { sampleCars } from '../../domain/travel-catalogue/sample-cars';

/** Sample rental cars for a city (product.md §4.5, §4.8), the same list on every call. */
export const getTravelCarsRoute: FastifyPluginAsyncZod<{ geography: Geography }> = async (
  app,
  { geography },
) => {
  app.get(
    '/api/travel/cars/:city',
    {
      schema: {
        params: travelCityParamsSchema,
        querystring: travelCityQuerySchema,
        response: {
          200: getCarsResponseSchema,
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
        cars: sampleCars(city),
      };
    },
  );
};
