import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@common/contracts/error';
import {
  createVisaOrderRequestSchema,
  VISA_ORDER_PRICES,
  VISA_ORDER_REFERENCE_PREFIX,
  visaOrderSchema,
  type VisaOrderType,
} from '@common/contracts/visa-orders';
import { insertPurchase } from '../../db/repositories/purchases';
import { getCountry } from '../../domain/countries/countries';
import { confirmationEmail } from '../../domain/mail/confirmation-email';
import { currentUser, requireUser } from '../../plugins/auth';
import { idempotencyKey, recordIdempotencyAnswer } from '../../plugins/idempotency';

// Generous: a traveller buys one or two; this only stops a script filling the table.
const VISA_ORDER_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/** English, like every stored service name; the dashboard translates them. */
const SERVICE_NAMES: Record<VisaOrderType, string> = {
  'visa-bundle': 'Visa Bundle',
  'visa-service': 'Professional Visa Service',
};

/**
 * Buys the visa bundle or the professional visa service (product.md §3.5, §5.2). The server chooses
 * the reference and the price; a price in the body is stripped by the schema.
 */
export const postVisaOrdersRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/visa-orders',
    {
      preHandler: [requireUser, idempotencyKey],
      onSend: recordIdempotencyAnswer,
      schema: {
        body: createVisaOrderRequestSchema,
        response: {
          201: visaOrderSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      config: { rateLimit: VISA_ORDER_RATE_LIMIT },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { type, nationality, destination, visaType } = request.body;
      const destinationName = getCountry(destination, 'en').name;
      const row = await insertPurchase(
        app.database.db,
        {
          userId: user.id,
          type,
          serviceName: `${SERVICE_NAMES[type]}: ${destinationName}`,
          destination: destinationName,
          metadata: { nationality, destination, ...(visaType ? { visaType } : {}) },
          price: VISA_ORDER_PRICES[type],
          currency: 'USD',
          status: 'confirmed',
        },
        VISA_ORDER_REFERENCE_PREFIX[type],
        (id) => confirmationEmail(request, user, 'purchase_confirmation', id),
      );
      app.mail.notify();
      return reply.code(201).send({
        id: row.id,
        reference: row.reference,
        type,
        nationality,
        destination,
        ...(visaType ? { visaType } : {}),
        price: row.price,
        currency: row.currency,
        status: 'confirmed',
        createdAt: row.createdAt.toISOString(),
      });
    },
  );
};
