import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAT } from '@common/constants';
import { historyQuerySchema, historyResponseSchema } from '@common/contracts/chat';
import { errorResponseSchema } from '@common/contracts/error';
import { listLatestMessages, toHistoryItem } from '../../db/repositories/chat-messages';
import { PRIVATE_NO_STORE } from '../../plugins/auth';
import { assertMayUseSession } from './chat-session-access';

/**
 * The conversation, oldest first; empty for a session never written to. By default its latest
 * CHAT.historyMaxLimit messages, which is all a conversation keeps; `limit` and `before` page.
 */
export const getChatHistoryRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/chat/history',
    {
      schema: {
        querystring: historyQuerySchema,
        response: {
          200: historyResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      const { sessionId, limit = CHAT.historyMaxLimit, before } = request.query;
      await assertMayUseSession(request, sessionId);
      const rows = await listLatestMessages(app.database.db, sessionId, limit, before);
      return rows.map(toHistoryItem);
    },
  );
};
