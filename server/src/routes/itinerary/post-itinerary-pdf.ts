import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@common/contracts/error';
import { ITINERARY_PDF_FILENAME, itineraryPdfRequestSchema } from '@common/contracts/itinerary';
import { renderItineraryPdf } from '../../domain/documents/render-itinerary-pdf';

// Public, like the itinerary itself; typesetting costs CPU, so each client IP gets a budget.
const PER_IP_LIMIT = { max: 30, timeWindow: 60_000 };

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
        },
      },
      config: { rateLimit: PER_IP_LIMIT },
    },
    async (request, reply) => {
      const pdf = await renderItineraryPdf(request.body);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${ITINERARY_PDF_FILENAME}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    },
  );
};
