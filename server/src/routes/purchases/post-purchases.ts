import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_CURRENCY,
  isPurchasableServiceType,
  priceOfService,
  SERVICE_NAMES,
} from '@common/constants';
import { errorResponseSchema } from '@common/contracts/error';
import {
  createPurchaseRequestSchema,
  priceMismatchMessage,
  purchaseSchema,
  TYPES_SOLD_ELSEWHERE,
  UNKNOWN_SERVICE_TYPE_MESSAGE,
} from '@common/contracts/purchases';
import { insertPurchase, toPurchase } from '../../db/repositories/purchases';
import { AppError } from '../../lib/app-error';
import { isSameAmount } from '../../lib/money';
import { confirmationEmail } from '../../domain/mail/confirmation-email';
import { currentUser, requireUser } from '../../plugins/auth';
import { idempotencyKey, recordIdempotencyAnswer } from '../../plugins/idempotency';

// Generous: a traveller buys a few add-ons; this only stops a script filling the table.
const PURCHASE_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/**
 * Buys an add-on from the purchase dialog. The type decides the price
 * and the service name; a `price` in the body that differs is refused, never
 * charged, and a name in the body is ignored: the public verify page shows what is stored here,
 * so only the server words it. The reference is 9 random upper-case letters or digits.
 */
export const postPurchasesRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/purchases',
    {
      preHandler: [requireUser, idempotencyKey],
      onSend: recordIdempotencyAnswer,
      schema: {
        body: createPurchaseRequestSchema,
        response: {
          201: purchaseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      config: { rateLimit: PURCHASE_RATE_LIMIT },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { type, destination, metadata, price: claimed, sessionId } = request.body;
      if (TYPES_SOLD_ELSEWHERE.includes(type)) {
        throw new AppError(400, `${type} is ordered through /api/visa-orders`);
      }
      if (!isPurchasableServiceType(type)) throw new AppError(400, UNKNOWN_SERVICE_TYPE_MESSAGE);
      const price = priceOfService(type);
      if (claimed !== undefined && !isSameAmount(claimed, price)) {
        throw new AppError(400, priceMismatchMessage(price));
      }
      const row = await insertPurchase(
        app.database.db,
        {
          userId: user.id,
          type,
          serviceName: SERVICE_NAMES[type],
          destination: destination || metadata.destination || null,
          metadata,
          price,
          currency: DEFAULT_CURRENCY,
          status: 'confirmed',
          chatSessionId: sessionId ?? null,
        },
        '',
        (id) => confirmationEmail(request, user, 'purchase_confirmation', id),
      );
      app.mail.notify();
      return reply.code(201).send(toPurchase(row));
    },
  );
};
