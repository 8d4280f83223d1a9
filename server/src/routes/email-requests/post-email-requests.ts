import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createEmailRequestSchema,
  emailRequestResponseSchema,
} from '@common/contracts/email-requests';
import { errorResponseSchema } from '@common/contracts/error';
import { queueEmail } from '../../db/repositories/email-outbox';
import { enforceRateLimit } from '../../plugins/rate-limit';

// Anyone may ask, so both limits exist to keep this from mailing strangers: per client IP, and
// per address for someone who rotates IPs.
const PER_IP_LIMIT = { max: 5, timeWindow: 10 * 60_000 };
const PER_ADDRESS_LIMIT = { max: 3, windowMs: 60 * 60_000 };

/**
 * 'Email Me & Continue' (product.md §3.5): queues the visa checklist for the address. Accepted, not
 * sent: the mailer drains the outbox, when one is configured.
 */
export const postEmailRequestsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/email-requests',
    {
      schema: {
        body: createEmailRequestSchema,
        response: {
          202: emailRequestResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      config: { rateLimit: PER_IP_LIMIT },
    },
    async (request, reply) => {
      const { db } = app.database;
      const { email, nationality, destination, visaType, language } = request.body;
      await enforceRateLimit(db, `email-request:to:${email.toLowerCase()}`, PER_ADDRESS_LIMIT);
      const id = await queueEmail(db, {
        toEmail: email,
        kind: 'visa_checklist',
        language,
        payload: { nationality, destination, ...(visaType ? { visaType } : {}) },
      });
      app.mail.notify();
      return reply.code(202).send({ id, status: 'queued' });
    },
  );
};
