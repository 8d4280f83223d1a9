import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { BookingFormProps } from '@/features/booking/components/booking-form-frame';
import { useBookingForm } from '@/features/booking/hooks/use-booking-form';
import {
  bookingDateWindow,
  buildFlightRequest,
  flightFormDefaults,
  flightFormSchema,
  needsReturnDate,
  storableFlightValues,
  tripReturnDate,
} from '@/features/booking/utils/booking-form';

/** The flight form's state (product.md §4.4): what it watches and the request it sends. */
export function useFlightBookingForm({
  trip,
  prefill,
  userEmail,
  onConfirm,
  onMissing,
}: Pick<BookingFormProps, 'trip' | 'prefill' | 'userEmail' | 'onConfirm' | 'onMissing'>) {
  const withReturn = needsReturnDate(trip.flightType);
  const dateWindow = useMemo(() => bookingDateWindow(new Date()), []);
  const schema = useMemo(
    () => flightFormSchema({ withReturn, dateWindow }),
    [withReturn, dateWindow],
  );
  const form = useBookingForm({
    schema,
    defaultValues: flightFormDefaults(prefill, userEmail),
    emailField: 'email',
    userEmail,
    onValid: (values) => onConfirm(buildFlightRequest(trip, values), storableFlightValues(values)),
    onMissing,
  });
  const { control, getValues, setValue } = form;

  const [passengers, fareLabel, departureDate] = useWatch({
    control,
    name: ['passengers', 'fareLabel', 'departureDate'],
  });

  // A multi-city trip's stays say when the traveller flies home: the return date starts there.
  const suggestedReturn = tripReturnDate(trip, departureDate);
  useEffect(() => {
    if (!suggestedReturn) return;
    const current = getValues('returnDate');
    if (current === '' || current < departureDate) setValue('returnDate', suggestedReturn);
  }, [departureDate, getValues, setValue, suggestedReturn]);

  return { ...form, withReturn, dateWindow, passengers, fareLabel, departureDate };
}
