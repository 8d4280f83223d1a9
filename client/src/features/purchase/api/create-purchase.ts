import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  purchaseSchema,
  type CreatePurchaseRequest,
  type Purchase,
} from '@common/contracts/purchases';
import { idempotentPost } from '@/lib/idempotency-key';
import { PURCHASES_QUERY_KEY, TRIP_RECORD_QUERY_KEY } from '@/lib/query-client';

/**
 * POST /api/purchases (product.md §11.6, signed in): buys an add-on; the server sets the price. A
 * retry of the same order after a failure or a lost answer is not stored twice.
 */
export const createPurchase = idempotentPost<CreatePurchaseRequest, Purchase>(
  '/api/purchases',
  purchaseSchema,
);

export function useCreatePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPurchase,
    onSuccess: () => {
      // The trip shown in the chat refreshes on its own; the dialog need not wait for it.
      void queryClient.invalidateQueries({ queryKey: TRIP_RECORD_QUERY_KEY });
      return queryClient.invalidateQueries({ queryKey: PURCHASES_QUERY_KEY });
    },
  });
}
