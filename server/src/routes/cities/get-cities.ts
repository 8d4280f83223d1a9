import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@common/contracts/error';
import {
  getCitiesParamsSchema,
  getCitiesQuerySchema,
  getCitiesResponseSchema,
} from '@common/contracts/geography';
import type { Geography } from '../../domain/geography/geography';
import { withLocalCityNames } from '../../domain/geography/local-city-names';
import { countryOrNotFound } from '../../domain/geography/resolve-place';
import { PrecompressedJson, sendPrecompressedJson } from '../../lib/precompressed-json';

/**
 * A country's cities for the city pickers (product.md §4.1, §11.5); the lists are built at start.
 */
export const getCitiesRoute: FastifyPluginAsyncZod<{ geography: Geography }> = async (
  app,
  { geography },
) => {
  // The lists never change while the process runs, so each is checked against the response
  // schema and serialised once (and compressed once per encoding); a request then costs a
  // lookup (the US list is 125 KB as text).
  const serialised = new Map<string, PrecompressedJson>();
  const withNames = withLocalCityNames(geography);
  function listJson(
    country: Parameters<Geography['citiesOf']>[0],
    includeAll: boolean,
  ): PrecompressedJson {
    const key = `${country}:${includeAll}`;
    let json = serialised.get(key);
    if (json === undefined) {
      json = new PrecompressedJson(
        JSON.stringify(
          getCitiesResponseSchema.parse(geography.citiesOf(country, includeAll).map(withNames)),
        ),
      );
      serialised.set(key, json);
    }
    return json;
  }

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
      // Already serialised past the (already applied) response schema, so sent as it is.
      return sendPrecompressedJson(request, reply, listJson(country, request.query.includeAll));
    },
  );
};
