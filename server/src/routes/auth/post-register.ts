import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_ERRORS, registerRequestSchema, registerResponseSchema } from '@common/contracts/auth';
import { errorResponseSchema } from '@common/contracts/error';
import { emailExists, insertUser, toUser, usernameExists } from '../../db/repositories/users';
import { uniqueViolation } from '../../db/unique-violation';
import { isCommonPassword } from '../../domain/accounts/common-passwords';
import { hashPassword } from '../../domain/accounts/password';
import { startSession } from '../../domain/accounts/start-session';
import { AppError } from '../../lib/app-error';
import { setSessionCookie } from '../../plugins/auth';
import { enforceRateLimit, type RateLimitedRouteOptions } from '../../plugins/rate-limit';

export const postRegisterRoute: FastifyPluginAsyncZod<RateLimitedRouteOptions> = async (
  app,
  options,
) => {
  const limit = options.rateLimit;
  app.post(
    '/api/auth/register',
    {
      schema: {
        body: registerRequestSchema,
        response: {
          201: registerResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      config: { rateLimit: { max: limit.max, timeWindow: limit.windowMs } },
    },
    async (request, reply) => {
      const { db } = app.database;
      const body = request.body;
      await enforceRateLimit(db, `register:user:${body.username.toLowerCase()}`, limit);

      if (isCommonPassword(body.password)) throw new AppError(400, AUTH_ERRORS.commonPassword);
      if (await usernameExists(db, body.username))
        throw new AppError(409, AUTH_ERRORS.usernameTaken);
      if (await emailExists(db, body.email)) throw new AppError(409, AUTH_ERRORS.emailInUse);

      const passwordHash = await hashPassword(body.password);
      const row = await insertUser(db, {
        username: body.username,
        email: body.email,
        passwordHash,
        nationality: body.nationality ?? null,
        destination: body.destination ?? null,
        visaType: body.visaType ?? null,
      }).catch((error: unknown) => {
        // Two registrations racing for one name: the unique index decides.
        const constraint = uniqueViolation(error);
        if (constraint === undefined) throw error;
        throw new AppError(
          409,
          constraint.includes('email') ? AUTH_ERRORS.emailInUse : AUTH_ERRORS.usernameTaken,
        );
      });

      const authToken = await startSession(db, row.id);
      setSessionCookie(request, reply, authToken);
      return reply.status(201).send({ user: toUser(row), authToken });
    },
  );
};
