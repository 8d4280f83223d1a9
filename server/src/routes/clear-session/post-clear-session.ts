import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionBodySchema, successResponseSchema } from '@common/contracts/chat';
import { errorResponseSchema } from '@common/contracts/error';
import { deleteSessionMessages } from '../../db/repositories/chat-messages';
import { assertMayUseSession } from '../chat/chat-session-access';

/** Empties a session's messages; an unknown session stays unknown (nothing is created). */
export const postClearSessionRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/clear-session',
    {
      schema: {
        body: sessionBodySchema,
        response: {
          200: successResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { sessionId } = request.body;
      const userId = await assertMayUseSession(request, sessionId);
      await deleteSessionMessages(app.database.db, sessionId, userId);
      return { success: true as const };
    },
  );
};
