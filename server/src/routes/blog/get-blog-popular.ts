import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BLOG } from '@common/constants';
import { blogLanguageQuerySchema, popularDestinationsResponseSchema } from '@common/contracts/blog';
import { errorResponseSchema } from '@common/contracts/error';
import { listPopularDestinations } from '../../db/repositories/blog-entries';
import { countryTag } from '../../domain/blog/blog-tags';
import { getCountry } from '../../domain/countries/countries';

/** Destinations ranked by recorded inquiries; each tag is what 'View All' filters by. */
export const getBlogPopularRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/blog/popular',
    {
      schema: {
        querystring: blogLanguageQuerySchema,
        response: { 200: popularDestinationsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const rows = await listPopularDestinations(app.database.db, BLOG.popularLimit);
      return rows.map((row) => ({
        destination: getCountry(row.destination, request.query.lang).name,
        tag: countryTag(row.destination),
        count: row.count,
      }));
    },
  );
};
