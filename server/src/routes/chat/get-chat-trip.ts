import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@common/contracts/error';
import { tripRecordQuerySchema, tripRecordResponseSchema } from '@common/contracts/trip-record';
import { listConversationBookings, toBooking } from '../../db/repositories/bookings';
import { findChatSession, mayUseSession } from '../../db/repositories/chat-sessions';
import { listConversationPurchases } from '../../db/repositories/purchases';
import { composeTripRecord } from '../../domain/trips/trip-record';
import { AppError } from '../../lib/app-error';
import { PRIVATE_NO_STORE } from '../../plugins/auth';
import { CHAT_SESSION_NOT_FOUND, signedInUserId } from './chat-session-access';

/**
 * The conversation's trip record (product.md §4.9): its chosen cities and the signed-in
 * traveller's reservations and add-ons booked from it. Signed out, or before the first turn, the record
 * holds only what the conversation knows.
 */
export const getChatTripRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/chat/trip',
    {
      schema: {
        querystring: tripRecordQuerySchema,
        response: {
          200: tripRecordResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { sessionId } = request.query;
      const userId = await signedInUserId(request);
      const { db } = app.database;
      const session = await findChatSession(db, sessionId);
      if (session && !mayUseSession(session, userId))
        throw new AppError(404, CHAT_SESSION_NOT_FOUND);
      const [rows, services] = userId
        ? await Promise.all([
            listConversationBookings(db, userId, sessionId),
            listConversationPurchases(db, userId, sessionId),
          ])
        : [[], []];
      reply.header('cache-control', PRIVATE_NO_STORE);
      return {
        trip: composeTripRecord(session?.context ?? null, rows.map(toBooking), services),
      };
    },
  );
};
