import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@common/contracts/error';
import {
  getCitiesParamsSchema,
  getCitiesQuerySchema,
  getCitiesResponseSchema,
} from '@common/contracts/geography';
import type { Geography } from '../../domain/geography/geography';
import { countryOrNotFound } from '../../domain/geography/resolve-place';

/** A country's cities for the city pickers (flows §2, §7); the lists are built at start. */
export const getCitiesRoute: FastifyPluginAsyncZod<{ geography: Geography }> = async (
  app,
  { geography },
) => {
  app.get(
    '/api/cities/:country',
    {
      schema: {
        params: getCitiesParamsSchema,
        querystring: getCitiesQuerySchema,
        response: {
          200: getCitiesResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const country = countryOrNotFound(request.params.country);
      reply.header('Cache-Control', 'public, max-age=3600');
      // A copy: the stored lists are frozen and shared by every request.
      return [...geography.citiesOf(country, request.query.includeAll)];
    },
  );
};
