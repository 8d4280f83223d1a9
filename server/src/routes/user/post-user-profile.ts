import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@common/contracts/error';
import {
  saveTravelProfileRequestSchema,
  saveTravelProfileResponseSchema,
} from '@common/contracts/travel-profile';
import { saveTravelProfile } from '../../db/repositories/travel-profiles';
import { currentUser, requireUser } from '../../plugins/auth';

// A traveller completes the questionnaire once or twice; this only stops a script.
const PROFILE_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/**
 * Saves the signed-in user's travel profile from the questionnaire (product.md §7, §11.2),
 * replacing an earlier one. Every enum is checked; the answer carries the profile's reference.
 */
export const postUserProfileRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/profile',
    {
      preHandler: requireUser,
      schema: {
        body: saveTravelProfileRequestSchema,
        response: {
          201: saveTravelProfileResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      config: { rateLimit: PROFILE_RATE_LIMIT },
    },
    async (request, reply) => {
      const row = await saveTravelProfile(app.database.db, currentUser(request).id, request.body);
      return reply.code(201).send({ profileReference: row.profileReference });
    },
  );
};
