import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_ERRORS, loginRequestSchema, loginResponseSchema } from '@common/contracts/auth';
import { errorResponseSchema } from '@common/contracts/error';
import { findUserByUsernameOrEmail, toUser } from '../../db/repositories/users';
import { dummyPasswordHash, verifyPassword } from '../../domain/accounts/password';
import { startSession } from '../../domain/accounts/start-session';
import { AppError } from '../../lib/app-error';
import { setSessionCookie } from '../../plugins/auth';
import { enforceRateLimit, type RateLimitedRouteOptions } from '../../plugins/rate-limit';

export const postLoginRoute: FastifyPluginAsyncZod<RateLimitedRouteOptions> = async (
  app,
  options,
) => {
  const limit = options.rateLimit;
  app.post(
    '/api/auth/login',
    {
      schema: {
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
      config: { rateLimit: { max: limit.max, timeWindow: limit.windowMs } },
    },
    async (request, reply) => {
      const { db } = app.database;
      const login = request.body.usernameOrEmail ?? request.body.username ?? '';
      const row = await findUserByUsernameOrEmail(db, login);
      // One budget per account, whether it is named by username or by email, from any IP; a
      // name that matches nobody counts by itself. The window is short, so a guesser slows the
      // owner's sign-in for at most that long after the last guess.
      const budgetKey = row ? `login:account:${row.id}` : `login:user:${login.toLowerCase()}`;
      await enforceRateLimit(db, budgetKey, limit);

      // The same work and the same answer whether or not the user exists.
      const valid = await verifyPassword(
        request.body.password,
        row?.passwordHash ?? (await dummyPasswordHash()),
      );
      if (!row || !valid) throw new AppError(401, AUTH_ERRORS.invalidCredentials);

      const authToken = await startSession(db, row.id);
      setSessionCookie(request, reply, authToken);
      return reply.send({ user: toUser(row), authToken, token: authToken });
    },
  );
};
