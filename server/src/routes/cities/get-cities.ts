import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@common/contracts/error';
import {
  getCitiesParamsSchema,
  getCitiesQuerySchema,
  getCitiesResponseSchema,
  type GetCitiesResponse,
} from '@common/contracts/geography';
import type { Geography } from '../../domain/geography/geography';
import { countryOrNotFound } from '../../domain/geography/resolve-place';

/** A country's cities for the city pickers (flows §2, §7); the lists are built at start. */
export const getCitiesRoute: FastifyPluginAsyncZod<{ geography: Geography }> = async (
  app,
  { geography },
) => {
  // The lists never change while the process runs, so each is checked against the response
  // schema and serialised once; a request then costs a lookup (the US list is 125 KB).
  const serialised = new Map<string, string>();
  function listJson(country: Parameters<Geography['citiesOf']>[0], includeAll: boolean): string {
    const key = `${country}:${includeAll}`;
    let json = serialised.get(key);
    if (json === undefined) {
      json = JSON.stringify(getCitiesResponseSchema.parse(geography.citiesOf(country, includeAll)));
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
      // A JSON string is sent as it is, past the (already applied) response schema.
      reply.type('application/json; charset=utf-8');
      const json = listJson(country, request.query.includeAll);
      // The typed reply expects the list; the same list, already serialised, is what goes out.
      return reply.send(json as unknown as GetCitiesResponse);
    },
  );
};
