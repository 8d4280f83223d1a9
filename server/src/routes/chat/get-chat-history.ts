import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyQuerySchema, historyResponseSchema } from '@common/contracts/chat';
import { errorResponseSchema } from '@common/contracts/error';
import { listLatestMessages, toHistoryItem } from '../../db/repositories/chat-messages';
import { assertMayUseSession } from './chat-session-access';

// Far more than a conversation holds; it only bounds the answer for a session flooded on purpose.
const HISTORY_LIMIT = 1000;

/** The whole conversation, oldest first; empty for a session never written to. */
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
    async (request) => {
      const { sessionId } = request.query;
      await assertMayUseSession(request, sessionId);
      const rows = await listLatestMessages(app.database.db, sessionId, HISTORY_LIMIT);
      return rows.map(toHistoryItem);
    },
  );
};
