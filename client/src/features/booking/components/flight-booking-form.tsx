import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '@common/constants';
import {
  BOOKING_PRICES,
  FLIGHT_FARE_LABELS,
  FLIGHT_FARE_REFUNDABLE,
  MAX_PASSENGERS,
} from '@common/contracts/bookings';
import { type CreateBookingRequest } from '@common/contracts/booking-requests';
import { formatMoney } from '@common/format-money';
import type { TripSelection } from '@common/trip';
import { FormField } from '@/components/ui/form-field';
import { OrderFormActions } from '@/components/order-form-actions';
import { BookingOptionGroup } from '@/features/booking/components/booking-option-group';
import { BookingTotal, FlightRouteSummary } from '@/features/booking/components/booking-summary';
import { SelectField } from '@/features/booking/components/select-field';
import { useBookingErrorText } from '@/features/booking/hooks/use-booking-error-text';
import {
  bookingDateWindow,
  buildFlightRequest,
  flightFormDefaults,
  flightFormSchema,
  flightPrice,
  flightRoute,
  isRequiredMessage,
  lastDateMax,
  needsReturnDate,
  storableFlightValues,
  tripReturnDate,
  type FlightFormOutput,
  type FlightFormValues,
} from '@/features/booking/utils/booking-form';
import { FARE_LABEL_KEYS } from '@/features/booking/utils/booking-labels';
import type { BookingDialogPrefill } from '@/lib/booking-dialog';
import { formErrorMap } from '@/lib/form-errors';
import { currentLanguage } from '@/lib/i18n';

const PASSENGER_COUNTS = Array.from({ length: MAX_PASSENGERS }, (_, index) => index + 1);

function missesRequired(errors: FieldErrors<FlightFormValues>): boolean {
  const others = errors.otherPassengers;
  const otherMissing =
    Array.isArray(others) && others.some((error) => isRequiredMessage(error?.message));
  return otherMissing || Object.values(errors).some((error) => isRequiredMessage(error?.message));
}

export type BookingFormProps = {
  trip: TripSelection;
  prefill: BookingDialogPrefill | undefined;
  /** The signed-in user's email, the default for the email field. */
  userEmail: string | undefined;
  /** Signed in: the button books; signed out it leads to sign-up first. */
  signedIn: boolean;
  /** The sign-in state is still being checked: confirming waits for it. */
  authPending: boolean;
  /** The booking is being saved. */
  saving: boolean;
  /** The id the passport field gets, so the dialog can focus it when resumed after sign-in. */
  passportFieldId?: string;
  onConfirm: (request: CreateBookingRequest, storable: BookingDialogPrefill) => void;
  /** Some required field is empty: 'Please fill in all required fields'. */
  onMissing: () => void;
  onCancel: () => void;
};

/**
 * The flight form of product.md §4.4: departure (and return) date, passengers, the lead passenger
 * as on the passport, an email, the passport number and a fare, priced per passenger.
 */
export function FlightBookingForm({
  trip,
  prefill,
  userEmail,
  signedIn,
  authPending,
  saving,
  passportFieldId,
  onConfirm,
  onMissing,
  onCancel,
}: BookingFormProps) {
  const { t, i18n } = useTranslation();
  const errorText = useBookingErrorText();
  const route = flightRoute(trip);
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
  } = useForm<FlightFormValues, unknown, FlightFormOutput>({
    resolver: zodResolver(schema, { error: formErrorMap }),
    defaultValues: flightFormDefaults(prefill, userEmail),
  });

  // The sign-in check may finish after the form opened: the email starts as the user's.
  useEffect(() => {
    if (userEmail && getValues('email') === '') setValue('email', userEmail);
  }, [getValues, setValue, userEmail]);

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

  const total = flightPrice(passengers);
  const language = currentLanguage(i18n);
  const priceText = formatMoney(total, DEFAULT_CURRENCY, language);

  const onSubmit = handleSubmit(
    (values) => onConfirm(buildFlightRequest(trip, values), storableFlightValues(values)),
    (invalid) => {
      if (missesRequired(invalid)) onMissing();
    },
  );

  const label = {
    departureDate: t('booking.fields.departureDate'),
    returnDate: t('booking.fields.returnDate'),
    passengers: t('booking.fields.passengers'),
    fullName: t('booking.fields.fullName'),
    email: t('booking.fields.email'),
    passportNumber: t('booking.fields.passportNumber'),
  };

  return (
    <div className="grid gap-4">
      {route && <FlightRouteSummary route={route} />}
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={label.departureDate}
            type="date"
            required
            min={dateWindow.min}
            max={dateWindow.max}
            error={errorText(errors.departureDate, label.departureDate)}
            {...register('departureDate')}
          />
          {withReturn && (
            <FormField
              label={label.returnDate}
              type="date"
              required
              min={departureDate || dateWindow.min}
              max={lastDateMax(departureDate)}
              error={errorText(errors.returnDate, label.returnDate)}
              {...register('returnDate')}
            />
          )}
        </div>
        <SelectField
          label={label.passengers}
          options={PASSENGER_COUNTS.map((value) => ({ value, label: String(value) }))}
          error={errorText(errors.passengers, label.passengers)}
          {...register('passengers', { valueAsNumber: true })}
        />
        <FormField
          label={label.fullName}
          autoComplete="name"
          required
          error={errorText(errors.fullName, label.fullName)}
          {...register('fullName')}
        />
        {Array.from({ length: Number.isInteger(passengers) ? passengers - 1 : 0 }, (_, i) => {
          const otherLabel = t('booking.fields.otherPassenger', { number: i + 2 });
          return (
            <FormField
              key={i}
              label={otherLabel}
              autoComplete="off"
              required
              error={errorText(errors.otherPassengers?.[i], otherLabel)}
              {...register(`otherPassengers.${i}`)}
            />
          );
        })}
        <FormField
          label={label.email}
          type="email"
          autoComplete="email"
          required
          error={errorText(errors.email, label.email)}
          {...register('email')}
        />
        <FormField
          id={passportFieldId}
          label={label.passportNumber}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          error={errorText(errors.passportNumber, label.passportNumber)}
          {...register('passportNumber')}
        />
        <BookingOptionGroup
          legend={t('booking.fields.fare')}
          selected={fareLabel}
          registration={register('fareLabel')}
          options={FLIGHT_FARE_LABELS.map((fare) => ({
            value: fare,
            label: t(FARE_LABEL_KEYS[fare]),
            detail: FLIGHT_FARE_REFUNDABLE[fare]
              ? t('booking.refundable')
              : t('booking.nonRefundable'),
            price: priceText,
          }))}
        />
        <BookingTotal
          total={priceText}
          breakdown={t('booking.perPassenger', {
            price: formatMoney(BOOKING_PRICES.flightPerPassenger, DEFAULT_CURRENCY, language),
            count: Number.isInteger(passengers) ? passengers : 1,
          })}
        />
        <OrderFormActions
          price={priceText}
          pending={saving}
          disabled={authPending}
          note={!signedIn && !authPending ? t('booking.signInFirst') : undefined}
          onCancel={onCancel}
        />
      </form>
    </div>
  );
}
