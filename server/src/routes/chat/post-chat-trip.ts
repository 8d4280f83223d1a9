import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CITY_CHOICE_STEPS, type FlowStep } from '@common/chat-flow';
import { conversationResponseSchema, type Conversation } from '@common/contracts/chat';
import { saveTripRequestSchema } from '@common/contracts/conversations';
import { errorResponseSchema } from '@common/contracts/error';
import { claimChatSession, storeConversation } from '../../db/repositories/chat-sessions';
import { TRIP_OUTSIDE_COUNTRIES, tripFitsCountries } from '../../domain/assistant/conversation';
import { AppError } from '../../lib/app-error';
import { CHAT_SESSION_NOT_FOUND, signedInUserId } from './chat-session-access';

export const NO_CITY_CHOICE = 'The conversation is not choosing cities now';
const CHOOSING: ReadonlySet<FlowStep> = new Set(CITY_CHOICE_STEPS);

/**
 * Keeps the cities a city panel's Continue chose with the conversation, so every later step
 * (the booking, the add-on purchase, a reopened chat) has them. Only while the conversation is
 * at a step that offers the panel.
 */
export const postChatTripRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/chat/trip',
    {
      schema: {
        body: saveTripRequestSchema,
        response: {
          200: conversationResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { sessionId, trip } = request.body;
      const userId = await signedInUserId(request);
      const conversation = await app.database.db.transaction(async (tx) => {
        const session = await claimChatSession(tx, sessionId, userId);
        if (!session) throw new AppError(404, CHAT_SESSION_NOT_FOUND);
        const current = session.context;
        if (!current?.flowStep || !CHOOSING.has(current.flowStep)) {
          throw new AppError(409, NO_CITY_CHOICE);
        }
        if (!tripFitsCountries(trip, current)) throw new AppError(400, TRIP_OUTSIDE_COUNTRIES);
        const next: Conversation = { ...current, trip, revision: (current.revision ?? 0) + 1 };
        await storeConversation(tx, sessionId, next);
        return next;
      });
      return { conversation };
    },
  );
};
