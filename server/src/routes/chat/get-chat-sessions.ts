import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAT, type Language } from '@common/constants';
import {
  conversationListQuerySchema,
  conversationListResponseSchema,
  type ConversationSummary,
} from '@common/contracts/conversations';
import { errorResponseSchema } from '@common/contracts/error';
import { listUserConversations, type ConversationRow } from '../../db/repositories/chat-sessions';
import { getCountry } from '../../domain/countries/countries';
import { currentUser, requireUser } from '../../plugins/auth';

function title(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const max = CHAT.conversationTitleChars;
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

function summary(row: ConversationRow, language: Language): ConversationSummary {
  const code = row.context?.destinationCode;
  return {
    sessionId: row.id,
    ...(code ? { destination: getCountry(code, language).name, destinationCode: code } : {}),
    title: title(row.firstMessage),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The signed-in traveller's earlier conversations, newest first, to reopen one. */
export const getChatSessionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/chat/sessions',
    {
      preHandler: requireUser,
      schema: {
        querystring: conversationListQuerySchema,
        response: { 200: conversationListResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const rows = await listUserConversations(
        app.database.db,
        user.id,
        CHAT.conversationListLimit,
      );
      const language = request.query.lang ?? 'en';
      return { conversations: rows.map((row) => summary(row, language)) };
    },
  );
};
