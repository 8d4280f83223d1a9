import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@common/contracts/error';
import { MAX_LISTED_PURCHASES, purchasesResponseSchema } from '@common/contracts/purchases';
import { listPurchases, toPurchase } from '../../db/repositories/purchases';
import { currentUser, requireUser } from '../../plugins/auth';

/** The signed-in user's purchases, newest first (the dashboard's list). */
export const getPurchasesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/purchases',
    {
      preHandler: requireUser,
      schema: { response: { 200: purchasesResponseSchema, 401: errorResponseSchema } },
    },
    async (request) => {
      const rows = await listPurchases(
        app.database.db,
        currentUser(request).id,
        MAX_LISTED_PURCHASES,
      );
      return rows.map(toPurchase);
    },
  );
};
