import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSchema } from '@common/contracts/auth';
import { errorResponseSchema } from '@common/contracts/error';
import { currentUser, requireUser } from '../../plugins/auth';

export const getUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user',
    {
      preHandler: requireUser,
      schema: { response: { 200: userSchema, 401: errorResponseSchema } },
    },
    async (request) => currentUser(request),
  );
};
