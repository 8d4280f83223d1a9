import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';

// Query defaults of product.md §10.1: data never goes stale, no refetch on focus, no polling, no
// retries. The current-user query (lib/auth.ts) is the one exception and sets its own.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: {
      retry: false,
    },
  },
});

/**
 * product.md §8.1: the dashboard's reservations sit under the key 'reservations'; a booking
 * refreshes them.
 */
export const RESERVATIONS_QUERY_KEY = ['reservations'] as const;

/** The dashboard's purchase list (GET /api/purchases): a purchase or a deletion refreshes it. */
export const PURCHASES_QUERY_KEY = ['/api/purchases'] as const;
/** Every conversation's trip record (product.md §4.9): a new booking or add-on may join one. */
export const TRIP_RECORD_QUERY_KEY = ['/api/chat/trip'] as const;
