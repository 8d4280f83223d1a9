import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_SESSION_FULL,
  saveMessageRequestSchema,
  saveMessageResponseSchema,
} from '@common/contracts/chat';
import { errorResponseSchema } from '@common/contracts/error';
import { saveChatMessage, toChatMessage } from '../../db/repositories/chat-messages';
import { AppError } from '../../lib/app-error';
import type { RateLimitedRouteOptions } from '../../plugins/rate-limit';
import { CHAT_SESSION_NOT_FOUND, signedInUserId } from './chat-session-access';

/**
 * Stores a message; the first write creates the session, and a signed-in writer claims it.
 * A conversation keeps at most CHAT.maxSessionMessages messages (409 past them).
 */
export const postChatMessagesRoute: FastifyPluginAsyncZod<RateLimitedRouteOptions> = async (
  app,
  options,
) => {
  const limit = options.rateLimit;
  app.post(
    '/api/chat/messages',
    {
      schema: {
        body: saveMessageRequestSchema,
        response: {
          201: saveMessageResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      // Anyone may write without signing in: each address stores only so many messages.
      config: { rateLimit: { max: limit.max, timeWindow: limit.windowMs } },
    },
    async (request, reply) => {
      const saved = await saveChatMessage(app.database.db, {
        ...request.body,
        userId: await signedInUserId(request),
      });
      if (saved.outcome === 'not_found') throw new AppError(404, CHAT_SESSION_NOT_FOUND);
      if (saved.outcome === 'full') throw new AppError(409, CHAT_SESSION_FULL);
      return reply.status(201).send({ message: toChatMessage(saved.message) });
    },
  );
};
