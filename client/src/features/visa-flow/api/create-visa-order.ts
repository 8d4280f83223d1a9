import {
  visaOrderSchema,
  type CreateVisaOrderRequest,
  type VisaOrder,
} from '@common/contracts/visa-orders';
import { apiRequest } from '@/lib/api-client';
import { createIdempotencyKeys } from '@/lib/idempotency-key';

// A retry of the same order after a failure or a lost answer is not stored twice.
const keys = createIdempotencyKeys();

/** POST /api/visa-orders (signed in): buys the visa bundle or the professional service. */
export async function createVisaOrder(body: CreateVisaOrderRequest): Promise<VisaOrder> {
  const res = await apiRequest('POST', '/api/visa-orders', body, {
    idempotencyKey: keys.keyFor(body),
  });
  const created = visaOrderSchema.parse(await res.json());
  keys.succeeded(body);
  return created;
}
