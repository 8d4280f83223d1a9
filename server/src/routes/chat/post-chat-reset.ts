import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionBodySchema, successResponseSchema } from '@common/contracts/chat';
import { errorResponseSchema } from '@common/contracts/error';
import { deleteChatSession } from '../../db/repositories/chat-sessions';
import { assertMayUseSession } from './chat-session-access';

/** Forgets a session: its messages and the session itself (the client then makes a new id). */
export const postChatResetRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/chat/reset',
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
      await deleteChatSession(app.database.db, sessionId, userId);
      return { success: true as const };
    },
  );
};
