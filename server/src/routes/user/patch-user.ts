import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_ERRORS, updateUserRequestSchema, userSchema } from '@common/contracts/auth';
import { errorResponseSchema } from '@common/contracts/error';
import { emailExists, toUser, updateUser } from '../../db/repositories/users';
import { uniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../lib/app-error';
import { currentUser, requireUser } from '../../plugins/auth';

export const patchUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/user',
    {
      preHandler: requireUser,
      schema: {
        body: updateUserRequestSchema,
        response: { 200: userSchema, 401: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const { db } = app.database;
      const user = currentUser(request);
      const changes = request.body;
      if (changes.email !== undefined && (await emailExists(db, changes.email, user.id))) {
        throw new AppError(409, AUTH_ERRORS.emailInUse);
      }
      const row = await updateUser(db, user.id, changes).catch((error: unknown) => {
        if (uniqueViolation(error) === undefined) throw error;
        throw new AppError(409, AUTH_ERRORS.emailInUse);
      });
      if (!row) throw new AppError(401, AUTH_ERRORS.notSignedIn);
      return toUser(row);
    },
  );
};
