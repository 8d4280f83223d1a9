import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@common/contracts/error';
import { recordIdParamsSchema } from '@common/contracts/purchases';
import { deleteOwnBooking } from '../../db/repositories/bookings';
import { deleteOwnPurchase } from '../../db/repositories/purchases';
import { AppError } from '../../lib/app-error';
import { currentUser, requireUser } from '../../plugins/auth';

/**
 * Deletes one of the user's purchases or bookings (product.md §8.4: the dashboard deletes both
 * through this path, one call per item). Anyone else's id is 404, like an unknown one.
 */
export const deletePurchaseRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/purchases/:id',
    {
      preHandler: requireUser,
      schema: {
        params: recordIdParamsSchema,
        response: {
          204: z.null(),
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { id } = request.params;
      const deleted =
        (await deleteOwnPurchase(app.database.db, userId, id)) ||
        (await deleteOwnBooking(app.database.db, userId, id));
      if (!deleted) throw new AppError(404, 'No purchase or booking with this id');
      return reply.code(204).send(null);
    },
  );
};
