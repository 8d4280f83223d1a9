import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { BookingFormProps } from '@/features/booking/components/booking-form-frame';
import {
  bookingDateWindow,
  buildHotelRequest,
  hotelFormDefaults,
  hotelFormSchema,
  storableHotelValues,
  type HotelFormOutput,
  type HotelFormValues,
} from '@/features/booking/utils/booking-form';
import { bookingSubmitHandler } from '@/features/booking/utils/booking-submit';
import type { ChosenHotel } from '@/lib/booking-dialog';
import { formErrorMap } from '@/lib/form-errors';

/**
 * The hotel form's state (product.md §4.4): its zod rules, the values it starts from, what it
 * watches and the submit that sends the request.
 */
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
    getValues,
    setValue,
    formState: { errors },
  } = useForm<HotelFormValues, unknown, HotelFormOutput>({
    resolver: zodResolver(schema, { error: formErrorMap }),
    defaultValues: hotelFormDefaults(prefill, userEmail),
  });

  // The sign-in check may finish after the form opened: the email starts as the user's.
  useEffect(() => {
    if (userEmail && getValues('guestEmail') === '') setValue('guestEmail', userEmail);
  }, [getValues, setValue, userEmail]);

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
