import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingSchema } from '@common/contracts/bookings';
import { createBookingRequestSchema } from '@common/contracts/booking-requests';
import { errorResponseSchema } from '@common/contracts/error';
import { insertBooking, toBooking } from '../../db/repositories/bookings';
import { newFlightReference, newReference } from '../../db/references';
import { planBooking } from '../../domain/bookings/plan-booking';
import { confirmationEmail } from '../../domain/mail/confirmation-email';
import { currentUser, requireUser } from '../../plugins/auth';
import { idempotencyKey, recordIdempotencyAnswer } from '../../plugins/idempotency';

// Generous: a traveller books a few; this only stops a script filling the table.
const BOOKING_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/**
 * Saves a flight or hotel reservation from the booking dialog (product.md §4.4). The server names
 * it, prices it, issues the reference and decides the expiry; see decision 011.
 */
export const postBookingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/bookings',
    {
      preHandler: [requireUser, idempotencyKey],
      onSend: recordIdempotencyAnswer,
      schema: {
        body: createBookingRequestSchema,
        response: {
          201: bookingSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      config: { rateLimit: BOOKING_RATE_LIMIT },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const planned = planBooking(request.body, new Date());
      // The confirmation mail is queued in the statement that stores the booking.
      const row = await insertBooking(
        app.database.db,
        user.id,
        planned,
        planned.type === 'flight' ? newFlightReference : () => newReference(),
        (id) => confirmationEmail(request, user, 'booking_confirmation', id),
      );
      app.mail.notify();
      return reply.code(201).send(toBooking(row));
    },
  );
};
