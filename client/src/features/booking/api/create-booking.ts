import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingSchema, type Booking } from '@common/contracts/bookings';
import { type CreateBookingRequest } from '@common/contracts/booking-requests';
import { apiRequest } from '@/lib/api-client';
import { createIdempotencyKeys } from '@/lib/idempotency-key';
import { RESERVATIONS_QUERY_KEY } from '@/lib/query-client';

// A retry of the same order after a failure or a lost answer is not stored twice.
const keys = createIdempotencyKeys();

/**
 * POST /api/bookings (product.md §11.6, signed in: the bearer token goes with it): saves a flight
 * or hotel reservation; the server names, prices and numbers it (decision 011).
 */
export async function createBooking(body: CreateBookingRequest): Promise<Booking> {
  const res = await apiRequest('POST', '/api/bookings', body, {
    idempotencyKey: keys.keyFor(body),
  });
  const created = bookingSchema.parse(await res.json());
  keys.succeeded(body);
  return created;
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RESERVATIONS_QUERY_KEY }),
  });
}
