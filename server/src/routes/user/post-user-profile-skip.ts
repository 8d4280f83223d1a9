import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { errorResponseSchema } from '@common/contracts/error';
import { skipTravelProfileResponseSchema } from '@common/contracts/travel-profile';
import { skipTravelProfile } from '../../db/repositories/travel-profiles';
import { currentUser, requireUser } from '../../plugins/auth';

// A skip is one click per questionnaire; this only stops a script.
const SKIP_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/**
 * 'Skip for now' on the travel-profile questionnaire, kept for the account so it is not
 * offered again on the next visit or device (GET /api/user/profile-status reports `skipped`).
 * Saving, deleting or resetting the profile clears it.
 *
 * Body-less, like POST /api/user/profile/reset, and protected the same way: it needs a live
 * sign-in, and the session cookie is SameSite=Lax, so a cross-site form post does not carry
 * it; such a post also has a form content type, which no parser accepts (415). The client
 * sends the bearer token with a JSON content type; a body, if any, carries nothing.
 */
export const postUserProfileSkipRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/profile/skip',
    {
      preHandler: requireUser,
      schema: {
        body: z.nullish(z.object({})),
        response: {
          200: skipTravelProfileResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      config: { rateLimit: SKIP_RATE_LIMIT },
    },
    async (request) => {
      await skipTravelProfile(app.database.db, currentUser(request).id);
      return { skipped: true as const };
    },
  );
};
