import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@common/contracts/error';
import { profileStatusSchema } from '@common/contracts/travel-profile';
import { profileStatusFacts } from '../../db/repositories/travel-profiles';
import { currentUser, requireUser } from '../../plugins/auth';

/**
 * The signed-in user's profile summary (product.md §7.2, §11.2): whether a travel profile exists,
 * the nationality of the account, and whether the user has booked or bought anything (the
 * questionnaire is offered to those who have and have no profile), and whether the account chose
 * 'Skip for now' (then it is offered only when asked for).
 */
export const getUserProfileStatusRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/profile-status',
    {
      preHandler: requireUser,
      schema: { response: { 200: profileStatusSchema, 401: errorResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const facts = await profileStatusFacts(app.database.db, user.id);
      // It changes with every booking and profile: never from a cache.
      return { ...facts, nationality: user.nationality };
    },
  );
};
