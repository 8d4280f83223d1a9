import { useQuery } from '@tanstack/react-query';
import { purchasesResponseSchema, type Purchase } from '@common/contracts/purchases';
import { apiRequest } from '@/lib/api-client';

/** The same key the purchase dialog refreshes after a purchase. */
export const purchasesQueryKey = ['/api/purchases'] as const;

/** GET /api/purchases: the user's add-on purchases and visa orders, newest first. */
export async function getPurchases(): Promise<Purchase[]> {
  const res = await apiRequest('GET', '/api/purchases');
  return purchasesResponseSchema.parse(await res.json());
}

export function usePurchases({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: purchasesQueryKey,
    queryFn: getPurchases,
    enabled,
    refetchOnMount: 'always',
  });
}
