import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { BookingFormProps } from '@/features/booking/components/booking-form-frame';
import { useBookingForm } from '@/features/booking/hooks/use-booking-form';
import {
  bookingDateWindow,
  buildHotelRequest,
  hotelFormDefaults,
  hotelFormSchema,
  storableHotelValues,
} from '@/features/booking/utils/booking-form';
import { bookingSubmitHandler } from '@/features/booking/utils/booking-submit';
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
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useBookingForm(schema, hotelFormDefaults(prefill, userEmail), 'guestEmail', userEmail);

  const [roomLabel, checkIn, checkOut] = useWatch({
    control,
    name: ['roomLabel', 'checkIn', 'checkOut'],
  });

  const onSubmit = bookingSubmitHandler(
    handleSubmit,
    (values) => onConfirm(buildHotelRequest(trip, values, hotel), storableHotelValues(values)),
    onMissing,
  );

  return { register, errors, dateWindow, roomLabel, checkIn, checkOut, onSubmit };
}
