import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { TripSelection } from '@common/trip';
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
import { bookingSubmitHandler } from '@/features/booking/utils/booking-submit';

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
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useBookingForm(schema, flightFormDefaults(prefill, userEmail), 'email', userEmail);

  const [passengers, fareLabel, departureDate] = useWatch({
    control,
    name: ['passengers', 'fareLabel', 'departureDate'],
  });
  useSuggestedReturn(trip, departureDate, getValues, setValue);

  const onSubmit = bookingSubmitHandler(
    handleSubmit,
    (values) => onConfirm(buildFlightRequest(trip, values), storableFlightValues(values)),
    onMissing,
  );

  return {
    register,
    errors,
    withReturn,
    dateWindow,
    passengers,
    fareLabel,
    departureDate,
    onSubmit,
  };
}

/** A multi-city trip's stays say when the traveller flies home: the return date starts there. */
function useSuggestedReturn(
  trip: TripSelection,
  departureDate: string,
  getValues: (name: 'returnDate') => string,
  setValue: (name: 'returnDate', value: string) => void,
) {
  const suggestedReturn = tripReturnDate(trip, departureDate);
  useEffect(() => {
    if (!suggestedReturn) return;
    const current = getValues('returnDate');
    if (current === '' || current < departureDate) setValue('returnDate', suggestedReturn);
  }, [departureDate, getValues, setValue, suggestedReturn]);
}
