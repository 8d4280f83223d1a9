import { useQuery } from '@tanstack/react-query';
import { purchasesResponseSchema, type Purchase } from '@common/contracts/purchases';
import { apiRequest } from '@/lib/api-client';
import { PURCHASES_QUERY_KEY } from '@/lib/query-client';

/** GET /api/purchases: the user's add-on purchases and visa orders, newest first. */
export async function getPurchases(): Promise<Purchase[]> {
  const res = await apiRequest('GET', '/api/purchases');
  return purchasesResponseSchema.parse(await res.json());
}

export function usePurchases({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: PURCHASES_QUERY_KEY,
    queryFn: getPurchases,
    enabled,
    refetchOnMount: 'always',
  });
}
