import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@common/contracts/error';
import { ITINERARY_PDF_FILENAME, itineraryPdfRequestSchema } from '@common/contracts/itinerary';
import { sendPdfQueueFull, PdfQueueFullError } from '../../domain/documents/pdf-pool';

// Public, like the itinerary itself. Typesetting costs CPU (it runs in the PDF threads, never
// on the HTTP thread), so each client IP gets a small budget and a body far below the global
// limit: a plan of a month with twenty long lines a day fits.
export const ITINERARY_PDF_PER_IP_LIMIT = { max: 10, timeWindow: 60_000 };
export const ITINERARY_PDF_BODY_LIMIT = 64 * 1024;

/**
 * 'Export PDF' of the personalised itinerary (issue 7 point 9; decision 012): the lines the chat
 * shows, typeset as itinerary.pdf.
 */
export const postItineraryPdfRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/itinerary/pdf',
    {
      schema: {
        body: itineraryPdfRequestSchema,
        response: {
          200: z.instanceof(Buffer),
          400: errorResponseSchema,
          413: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
      bodyLimit: ITINERARY_PDF_BODY_LIMIT,
      config: { rateLimit: ITINERARY_PDF_PER_IP_LIMIT },
    },
    async (request, reply) => {
      try {
        const pdf = await app.pdf.itinerary(request.body);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${ITINERARY_PDF_FILENAME}"`)
          .header('cache-control', 'no-store')
          .send(pdf);
      } catch (error) {
        if (error instanceof PdfQueueFullError) return sendPdfQueueFull(reply);
        throw error;
      }
    },
  );
};
