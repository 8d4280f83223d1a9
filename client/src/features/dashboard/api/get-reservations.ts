import { useQuery } from '@tanstack/react-query';
import { reservationsResponseSchema, type Booking } from '@common/contracts/bookings';
import { apiRequest } from '@/lib/api-client';

/** The reservations sit under the key 'reservations' (flows §2). */
export const reservationsQueryKey = ['reservations'] as const;

/** GET /api/reservations: the user's flight and hotel bookings, newest first. */
export async function getReservations(): Promise<Booking[]> {
  const res = await apiRequest('GET', '/api/reservations');
  return reservationsResponseSchema.parse(await res.json());
}

export function useReservations({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: reservationsQueryKey,
    queryFn: getReservations,
    enabled,
    // A booking made in the chat since the last visit shows at once.
    refetchOnMount: 'always',
  });
}
