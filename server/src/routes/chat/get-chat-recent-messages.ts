import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAT } from '@common/constants';
import { recentMessagesResponseSchema, sessionIdSchema } from '@common/contracts/chat';
import { errorResponseSchema } from '@common/contracts/error';
import { listLatestMessages, toChatMessage } from '../../db/repositories/chat-messages';
import { PRIVATE_NO_STORE } from '../../plugins/auth';
import { assertMayUseSession } from './chat-session-access';

const paramsSchema = z.object({ sessionId: sessionIdSchema });

/** The session's latest messages, oldest first; none for a session never written to. */
export const getChatRecentMessagesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/chat/messages/:sessionId/recent',
    {
      schema: {
        params: paramsSchema,
        response: {
          200: recentMessagesResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      const { sessionId } = request.params;
      await assertMayUseSession(request, sessionId);
      const rows = await listLatestMessages(app.database.db, sessionId, CHAT.recentLimit);
      return { messages: rows.map(toChatMessage) };
    },
  );
};
