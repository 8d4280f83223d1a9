import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BLOG } from '@common/constants';
import { blogEntriesResponseSchema, blogLanguageQuerySchema } from '@common/contracts/blog';
import { errorResponseSchema } from '@common/contracts/error';
import { listBlogEntries } from '../../db/repositories/blog-entries';
import { composeBlogEntry } from '../../domain/blog/compose-blog-entry';

/** The newest recorded inquiries, written in the reader's language. */
export const getBlogEntriesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/blog/entries',
    {
      schema: {
        querystring: blogLanguageQuerySchema,
        response: { 200: blogEntriesResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const rows = await listBlogEntries(app.database.db, { limit: BLOG.pageSize });
      return rows.map((row) => composeBlogEntry(row, request.query.lang));
    },
  );
};
