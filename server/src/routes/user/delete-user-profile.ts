import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@common/contracts/error';
import { NO_PROFILE_MESSAGE } from '@common/contracts/travel-profile';
import { deleteTravelProfile } from '../../db/repositories/travel-profiles';
import { AppError } from '../../lib/app-error';
import { currentUser, requireUser } from '../../plugins/auth';

/**
 * Deletes the signed-in user's travel profile (product.md §11.2): 204, or 404 when there is none.
 */
export const deleteUserProfileRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/user/profile',
    {
      preHandler: requireUser,
      schema: {
        response: { 204: z.null(), 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const deleted = await deleteTravelProfile(app.database.db, currentUser(request).id);
      if (!deleted) throw new AppError(404, NO_PROFILE_MESSAGE);
      return reply.code(204).send(null);
    },
  );
};
