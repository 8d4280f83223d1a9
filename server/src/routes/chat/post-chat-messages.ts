import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saveMessageRequestSchema, saveMessageResponseSchema } from '@common/contracts/chat';
import { errorResponseSchema } from '@common/contracts/error';
import { saveChatMessage, toChatMessage } from '../../db/repositories/chat-messages';
import { AppError } from '../../lib/app-error';
import { CHAT_SESSION_NOT_FOUND, signedInUserId } from './chat-session-access';

/** Stores a message; the first write creates the session, and a signed-in writer claims it. */
export const postChatMessagesRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/chat/messages',
    {
      schema: {
        body: saveMessageRequestSchema,
        response: {
          201: saveMessageResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await saveChatMessage(app.database.db, {
        ...request.body,
        userId: await signedInUserId(request),
      });
      if (!row) throw new AppError(404, CHAT_SESSION_NOT_FOUND);
      return reply.status(201).send({ message: toChatMessage(row) });
    },
  );
};
