import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@common/contracts/error';
import { recordIdParamsSchema } from '@common/contracts/purchases';
import { verifyPagePath } from '@common/contracts/verification';
import { findOwnBooking, toBooking } from '../../db/repositories/bookings';
import { findOwnPurchase, toPurchase } from '../../db/repositories/purchases';
import {
  documentFromBooking,
  documentFromPurchase,
  type TravelDocument,
} from '../../domain/documents/travel-document';
import { PdfQueueFullError, sendPdfQueueFull } from '../../domain/documents/pdf-pool';
import { AppError } from '../../lib/app-error';
import { requestOrigin } from '../../lib/request-origin';
import { currentUser, requireUser } from '../../plugins/auth';
import type { Db } from '../../db/database';

/**
 * The PDF of one of the user's bookings or purchases, saved as {id}.pdf (product.md §5.3). Its QR
 * code and printed link lead to the public verification page on the origin the user reached.
 */
export const getDownloadRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/download/:id',
    {
      preHandler: requireUser,
      schema: {
        params: recordIdParamsSchema,
        response: {
          200: z.instanceof(Buffer),
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const document = await findOwnDocument(app.database.db, currentUser(request).id, id);
      if (!document) throw new AppError(404, 'No purchase or booking with this id');
      const verifyUrl = `${requestOrigin(request)}${verifyPagePath(document.reference)}`;
      try {
        const pdf = await app.pdf.document(document, verifyUrl);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${id}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      } catch (error) {
        if (error instanceof PdfQueueFullError) return sendPdfQueueFull(reply);
        throw error;
      }
    },
  );
};

async function findOwnDocument(
  db: Db,
  userId: string,
  id: string,
): Promise<TravelDocument | undefined> {
  const booking = await findOwnBooking(db, userId, id);
  if (booking) return documentFromBooking(toBooking(booking));
  const purchase = await findOwnPurchase(db, userId, id);
  return purchase && documentFromPurchase(toPurchase(purchase));
}
