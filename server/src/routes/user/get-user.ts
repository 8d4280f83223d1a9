import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN_HINT_COOKIE } from '@common/constants';
import { userSchema } from '@common/contracts/auth';
import { errorResponseSchema } from '@common/contracts/error';
import {
  clearSignedInHint,
  currentUser,
  requireUser,
  SESSION_COOKIE,
  setSignedInHint,
} from '../../plugins/auth';

export const getUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user',
    {
      preHandler: requireUser,
      // The client's sign-in check: it keeps the readable sign-in hint in step with the session.
      onError: async (request, reply, error) => {
        if (error.statusCode === 401 && request.cookies[SIGNED_IN_HINT_COOKIE])
          clearSignedInHint(request, reply);
      },
      schema: { response: { 200: userSchema, 401: errorResponseSchema } },
    },
    async (request, reply) => {
      if (request.cookies[SESSION_COOKIE] && !request.cookies[SIGNED_IN_HINT_COOKIE])
        setSignedInHint(request, reply);
      return currentUser(request);
    },
  );
};
