import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_CURRENCY, priceOfService } from '@common/constants';
import { errorResponseSchema } from '@common/contracts/error';
import {
  createPurchaseRequestSchema,
  priceMismatchMessage,
  purchaseSchema,
  TYPES_SOLD_ELSEWHERE,
} from '@common/contracts/purchases';
import { insertPurchase, toPurchase } from '../../db/repositories/purchases';
import { AppError } from '../../lib/app-error';
import { isSameAmount } from '../../lib/money';
import { currentUser, requireUser } from '../../plugins/auth';

// Generous: a traveller buys a few add-ons; this only stops a script filling the table.
const PURCHASE_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/**
 * Buys an add-on from the purchase dialog (platform §3, §7.5). The type decides the price
 * (platform §9); a `price` in the body that differs is refused, never charged. The reference is
 * 9 random upper-case letters or digits (flows §9).
 */
export const postPurchasesRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/purchases',
    {
      preHandler: requireUser,
      schema: {
        body: createPurchaseRequestSchema,
        response: {
          201: purchaseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      config: { rateLimit: PURCHASE_RATE_LIMIT },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { type, serviceName, destination, metadata, price: claimed } = request.body;
      if (TYPES_SOLD_ELSEWHERE.includes(type)) {
        throw new AppError(400, `${type} is ordered through /api/visa-orders`);
      }
      const price = priceOfService(type);
      if (claimed !== undefined && !isSameAmount(claimed, price)) {
        throw new AppError(400, priceMismatchMessage(price));
      }
      const row = await insertPurchase(
        app.database.db,
        {
          userId: user.id,
          type,
          serviceName,
          destination: destination || metadata.destination || null,
          metadata,
          price,
          currency: DEFAULT_CURRENCY,
          status: 'confirmed',
        },
        '',
      );
      return reply.code(201).send(toPurchase(row));
    },
  );
};
