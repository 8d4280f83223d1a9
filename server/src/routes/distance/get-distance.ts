import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@common/contracts/error';
import {
  getDistanceParamsSchema,
  getDistanceQuerySchema,
  getDistanceResponseSchema,
} from '@common/contracts/geography';
import type { Geography } from '../../domain/geography/geography';
import { haversineKm } from '../../domain/geography/haversine';
import { cityOrNotFound } from '../../domain/geography/resolve-place';

/** Great-circle km between two cities (product.md §4.2, §11.5). */
export const getDistanceRoute: FastifyPluginAsyncZod<{ geography: Geography }> = async (
  app,
  { geography },
) => {
  app.get(
    '/api/distance/:fromCity/:toCity',
    {
      schema: {
        params: getDistanceParamsSchema,
        querystring: getDistanceQuerySchema,
        response: {
          200: getDistanceResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const from = cityOrNotFound(geography, request.params.fromCity, request.query.fromCountry);
      const to = cityOrNotFound(geography, request.params.toCity, request.query.toCountry);
      const km = haversineKm(from.latitude, from.longitude, to.latitude, to.longitude);
      return { distance: Math.round(km), from, to };
    },
  );
};
