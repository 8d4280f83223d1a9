import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logoutResponseSchema } from '@common/contracts/auth';
import { revokeAuthSession } from '../../db/repositories/auth-sessions';
import { hashSessionToken } from '../../domain/accounts/session-token';
import { clearSessionCookie, readSessionToken } from '../../plugins/auth';

/** Revokes the presented session (if any) and clears the cookie. Always succeeds. */
export const postLogoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/logout',
    { schema: { response: { 200: logoutResponseSchema } } },
    async (request, reply) => {
      const token = readSessionToken(request);
      if (token) await revokeAuthSession(app.database.db, hashSessionToken(token));
      clearSessionCookie(request, reply);
      return { message: 'Signed out' };
    },
  );
};
