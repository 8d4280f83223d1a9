import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@common/contracts/error';
import {
  UNKNOWN_REFERENCE_MESSAGE,
  VERIFY_RATE_LIMIT,
  verificationParamsSchema,
  verificationResponseSchema,
  type VerificationResponse,
} from '@common/contracts/verification';
import type { Db } from '../../db/database';
import { findBookingByReference, toBooking } from '../../db/repositories/bookings';
import { findPurchaseByReference, toPurchase } from '../../db/repositories/purchases';
import { passengerInitials } from '../../domain/documents/passenger-initials';
import {
  documentFromBooking,
  documentFromPurchase,
  documentState,
  type TravelDocument,
} from '../../domain/documents/travel-document';
import { AppError } from '../../lib/app-error';

/**
 * Public: what an embassy checking a reservation may see (issue 8). The reference, type, route
 * or hotel city, dates, status and validity; the passenger only as initials. Rate-limited per
 * IP so references cannot be tried in bulk.
 */
export const getVerifyRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/verify/:reference',
    {
      schema: {
        params: verificationParamsSchema,
        response: {
          200: verificationResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      config: {
        rateLimit: { max: VERIFY_RATE_LIMIT.max, timeWindow: VERIFY_RATE_LIMIT.windowMs },
      },
    },
    async (request, reply) => {
      const document = await findDocument(app.database.db, request.params.reference);
      if (!document) throw new AppError(404, UNKNOWN_REFERENCE_MESSAGE);
      // Validity changes with time: never serve a stored answer.
      reply.header('cache-control', 'no-store');
      const body: VerificationResponse = {
        reference: document.reference,
        state: documentState(document, new Date()),
        type: document.type,
        description: document.description,
        dates: {
          ...(document.dates.start ? { start: document.dates.start } : {}),
          ...(document.dates.end ? { end: document.dates.end } : {}),
        },
        status: document.status,
        ...(document.validUntil ? { validUntil: document.validUntil.toISOString() } : {}),
        passengerInitials: passengerInitials(document.passengerName),
        issuedAt: document.issuedAt.toISOString(),
      };
      return body;
    },
  );
};

async function findDocument(db: Db, reference: string): Promise<TravelDocument | undefined> {
  const booking = await findBookingByReference(db, reference);
  if (booking) return documentFromBooking(toBooking(booking));
  const purchase = await findPurchaseByReference(db, reference);
  return purchase && documentFromPurchase(toPurchase(purchase));
}
