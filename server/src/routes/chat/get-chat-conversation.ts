import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conversationQuerySchema, conversationResponseSchema } from '@common/contracts/chat';
import { errorResponseSchema } from '@common/contracts/error';
import { findChatSession } from '../../db/repositories/chat-sessions';
import { PRIVATE_NO_STORE } from '../../plugins/auth';
import { assertMayUseSession } from './chat-session-access';

/** The conversation's travel context as the server holds it; empty before the first turn. */
export const getChatConversationRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/chat/conversation',
    {
      schema: {
        querystring: conversationQuerySchema,
        response: {
          200: conversationResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { sessionId } = request.query;
      await assertMayUseSession(request, sessionId);
      const session = await findChatSession(app.database.db, sessionId);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return { conversation: session?.context ?? {} };
    },
  );
};
