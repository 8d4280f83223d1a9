import { useQuery } from '@tanstack/react-query';
import { reservationsResponseSchema, type Booking } from '@common/contracts/bookings';
import { apiRequest } from '@/lib/api-client';
import { RESERVATIONS_QUERY_KEY } from '@/lib/query-client';

/** GET /api/reservations: the user's flight and hotel bookings, newest first. */
export async function getReservations(): Promise<Booking[]> {
  const res = await apiRequest('GET', '/api/reservations');
  return reservationsResponseSchema.parse(await res.json());
}

export function useReservations({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: RESERVATIONS_QUERY_KEY,
    queryFn: getReservations,
    enabled,
    // A booking made in the chat since the last visit shows at once.
    refetchOnMount: 'always',
  });
}
