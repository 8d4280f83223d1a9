import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingSchema, type Booking } from '@common/contracts/bookings';
import { type CreateBookingRequest } from '@common/contracts/booking-requests';
import { idempotentPost } from '@/lib/idempotency-key';
import { RESERVATIONS_QUERY_KEY, TRIP_RECORD_QUERY_KEY } from '@/lib/query-client';

/**
 * POST /api/bookings (product.md §11.6, signed in: the bearer token goes with it): saves a flight
 * or hotel reservation; the server names, prices and numbers it (decision 011). A retry of the
 * same order after a failure or a lost answer is not stored twice.
 */
export const createBooking = idempotentPost<CreateBookingRequest, Booking>(
  '/api/bookings',
  bookingSchema,
);

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => {
      // The itinerary shown refreshes on its own; the dialog need not wait for it.
      void queryClient.invalidateQueries({ queryKey: TRIP_RECORD_QUERY_KEY });
      return queryClient.invalidateQueries({ queryKey: RESERVATIONS_QUERY_KEY });
    },
  });
}
