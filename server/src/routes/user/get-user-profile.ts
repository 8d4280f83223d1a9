import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@common/contracts/error';
import { NO_PROFILE_MESSAGE, travelProfileSchema } from '@common/contracts/travel-profile';
import { findTravelProfile, toTravelProfile } from '../../db/repositories/travel-profiles';
import { AppError } from '../../lib/app-error';
import { currentUser, requireUser } from '../../plugins/auth';

/**
 * The signed-in user's travel profile (product.md §11.2: purpose, duration, budget, interests…);
 * 404 without one.
 */
export const getUserProfileRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/profile',
    {
      preHandler: requireUser,
      schema: {
        response: { 200: travelProfileSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const row = await findTravelProfile(app.database.db, currentUser(request).id);
      if (!row) throw new AppError(404, NO_PROFILE_MESSAGE);
      return toTravelProfile(row);
    },
  );
};
