import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_LISTED_RESERVATIONS, reservationsResponseSchema } from '@common/contracts/bookings';
import { errorResponseSchema } from '@common/contracts/error';
import { listBookings, toBooking } from '../../db/repositories/bookings';
import { currentUser, requireUser } from '../../plugins/auth';

/** The signed-in user's flight and hotel bookings, newest first (the dashboard's reservations). */
export const getReservationsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reservations',
    {
      preHandler: requireUser,
      schema: { response: { 200: reservationsResponseSchema, 401: errorResponseSchema } },
    },
    async (request) => {
      const rows = await listBookings(
        app.database.db,
        currentUser(request).id,
        MAX_LISTED_RESERVATIONS,
      );
      return rows.map(toBooking);
    },
  );
};
