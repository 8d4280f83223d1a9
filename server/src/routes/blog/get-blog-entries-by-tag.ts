import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BLOG } from '@common/constants';
import {
  blogEntriesResponseSchema,
  blogLanguageQuerySchema,
  blogTagParamsSchema,
} from '@common/contracts/blog';
import { errorResponseSchema } from '@common/contracts/error';
import { listBlogEntries } from '../../db/repositories/blog-entries';
import { parseTag } from '../../domain/blog/blog-tags';
import { composeBlogEntry } from '../../domain/blog/compose-blog-entry';

/** The newest entries carrying a tag (a country on either side, or a requirement). */
export const getBlogEntriesByTagRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/blog/entries/tag/:tag',
    {
      schema: {
        params: blogTagParamsSchema,
        querystring: blogLanguageQuerySchema,
        response: { 200: blogEntriesResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const filter = parseTag(request.params.tag);
      // A tag no entry can carry has no entries, like a tag nobody has used yet.
      if (!filter) return [];
      const rows = await listBlogEntries(app.database.db, { limit: BLOG.pageSize, filter });
      return rows.map((row) => composeBlogEntry(row, request.query.lang));
    },
  );
};
