import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@common/contracts/error';
import { mailHealthResponseSchema } from '@common/contracts/health';
import { countOutbox } from '../../db/repositories/email-outbox';

/** The mail outbox for operators (and `enabled` for the client's texts). */
export const getHealthMailRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health/mail',
    { schema: { response: { 200: mailHealthResponseSchema, 503: errorResponseSchema } } },
    async () => ({ enabled: app.mail.enabled, ...(await countOutbox(app.database.db)) }),
  );
};
