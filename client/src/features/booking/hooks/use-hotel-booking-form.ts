import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { BookingFormProps } from '@/features/booking/components/booking-form-frame';
import { useBookingForm } from '@/features/booking/hooks/use-booking-form';
import {
  bookingDateWindow,
  buildHotelRequest,
  hotelFormDefaults,
  hotelFormSchema,
} from '@/features/booking/utils/booking-form';
import type { ChosenHotel } from '@/lib/booking-dialog';

/** The hotel form's state (product.md §4.4): what it watches and the request it sends. */
export function useHotelBookingForm({
  trip,
  hotel,
  prefill,
  userEmail,
  onConfirm,
  onMissing,
}: Pick<BookingFormProps, 'trip' | 'prefill' | 'userEmail' | 'onConfirm' | 'onMissing'> & {
  hotel: ChosenHotel | undefined;
}) {
  const dateWindow = useMemo(() => bookingDateWindow(new Date()), []);
  const schema = useMemo(() => hotelFormSchema({ dateWindow }), [dateWindow]);
  const form = useBookingForm({
    schema,
    defaultValues: hotelFormDefaults(prefill, userEmail),
    emailField: 'guestEmail',
    userEmail,
    // Every hotel field may be stored while the user signs in.
    onValid: (values) => onConfirm(buildHotelRequest(trip, values, hotel), values),
    onMissing,
  });

  const [roomLabel, checkIn, checkOut] = useWatch({
    control: form.control,
    name: ['roomLabel', 'checkIn', 'checkOut'],
  });

  return { ...form, dateWindow, roomLabel, checkIn, checkOut };
}
