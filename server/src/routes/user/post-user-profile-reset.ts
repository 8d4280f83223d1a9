import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@common/contracts/error';
import { resetTravelProfileResponseSchema } from '@common/contracts/travel-profile';
import { deleteTravelProfile } from '../../db/repositories/travel-profiles';
import { currentUser, requireUser } from '../../plugins/auth';

/**
 * Clears the signed-in user's travel profile so a new one can be made (product.md §8.5, §11.2).
 * Unlike DELETE it always succeeds: a reset of no profile leaves no profile. The client sends a
 * JSON content type (product.md §8.5); the body, if any, carries nothing and is ignored.
 */
export const postUserProfileResetRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/profile/reset',
    {
      preHandler: requireUser,
      schema: {
        response: {
          200: resetTravelProfileResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const cleared = await deleteTravelProfile(app.database.db, currentUser(request).id);
      return { hasProfile: false as const, cleared };
    },
  );
};
