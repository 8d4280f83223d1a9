import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  purchaseSchema,
  type CreatePurchaseRequest,
  type Purchase,
} from '@common/contracts/purchases';
import { apiRequest } from '@/lib/api-client';
import { createIdempotencyKeys } from '@/lib/idempotency-key';

/** The dashboard's purchase list (GET /api/purchases): refreshed after every purchase. */
const purchasesQueryKey = ['/api/purchases'] as const;

// A retry of the same order after a failure or a lost answer is not stored twice.
const keys = createIdempotencyKeys();

/** POST /api/purchases (product.md §11.6, signed in): buys an add-on; the server sets the price. */
export async function createPurchase(body: CreatePurchaseRequest): Promise<Purchase> {
  const res = await apiRequest('POST', '/api/purchases', body, {
    idempotencyKey: keys.keyFor(body),
  });
  const created = purchaseSchema.parse(await res.json());
  keys.succeeded(body);
  return created;
}

export function useCreatePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPurchase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchasesQueryKey }),
  });
}
