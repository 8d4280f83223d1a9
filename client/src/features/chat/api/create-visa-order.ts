import {
  visaOrderSchema,
  type CreateVisaOrderRequest,
  type VisaOrder,
} from '@common/contracts/visa-orders';
import { apiRequest } from '@/lib/api-client';

/** POST /api/visa-orders (signed in): buys the visa bundle or the professional service. */
export async function createVisaOrder(body: CreateVisaOrderRequest): Promise<VisaOrder> {
  const res = await apiRequest('POST', '/api/visa-orders', body);
  return visaOrderSchema.parse(await res.json());
}
