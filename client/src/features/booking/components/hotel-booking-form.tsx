import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '@common/constants';
import { HOTEL_ROOM_LABELS, MAX_GUESTS } from '@common/contracts/bookings';
import { formatMoney } from '@common/format-money';
import { FormField } from '@/components/ui/form-field';
import { OrderFormActions } from '@/components/order-form-actions';
import { BookingOptionGroup } from '@/features/booking/components/booking-option-group';
import { BookingTotal, HotelStaySummary } from '@/features/booking/components/booking-summary';
import type { BookingFormProps } from '@/features/booking/components/flight-booking-form';
import { SelectField } from '@/features/booking/components/select-field';
import { useBookingErrorText } from '@/features/booking/hooks/use-booking-error-text';
import {
  bookingDateWindow,
  buildHotelRequest,
  hotelFormDefaults,
  hotelFormSchema,
  hotelPrice,
  isRequiredMessage,
  lastDateMax,
  nightsBetween,
  storableHotelValues,
  type HotelFormOutput,
  type HotelFormValues,
} from '@/features/booking/utils/booking-form';
import { ROOM_LABEL_KEYS } from '@/features/booking/utils/booking-labels';
import { formErrorMap } from '@/lib/form-errors';
import type { ChosenHotel } from '@/lib/booking-dialog';
import { currentLanguage } from '@/lib/i18n';

const GUEST_COUNTS = Array.from({ length: MAX_GUESTS }, (_, index) => index + 1);

function missesRequired(errors: FieldErrors<HotelFormValues>): boolean {
  return Object.values(errors).some((error) => isRequiredMessage(error?.message));
}

/**
 * The hotel form of product.md §4.4: check-in, check-out, guests, the guest's name and email and a
 * room, in the trip's first destination. One price for the stay, whatever the room or nights.
 */
export function HotelBookingForm({
  trip,
  hotel,
  prefill,
  userEmail,
  signedIn,
  authPending,
  saving,
  onConfirm,
  onMissing,
  onCancel,
}: Omit<BookingFormProps, 'passportFieldId'> & {
  /** The hotel chosen from the recommendations (a sample listing), when there is one. */
  hotel: ChosenHotel | undefined;
}) {
  const { t, i18n } = useTranslation();
  const errorText = useBookingErrorText();
  const city = trip.destinations[0]?.name ?? '';
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
  const total = hotelPrice();
  const priceText = formatMoney(total, DEFAULT_CURRENCY, currentLanguage(i18n));

  const onSubmit = handleSubmit(
    (values) => onConfirm(buildHotelRequest(trip, values, hotel), storableHotelValues(values)),
    (invalid) => {
      if (missesRequired(invalid)) onMissing();
    },
  );

  const label = {
    checkIn: t('booking.fields.checkIn'),
    checkOut: t('booking.fields.checkOut'),
    guests: t('booking.fields.guests'),
    guestName: t('booking.fields.guestName'),
    guestEmail: t('booking.fields.guestEmail'),
  };

  return (
    <div className="grid gap-4">
      <HotelStaySummary
        city={city}
        {...(hotel ? { hotel } : {})}
        nights={nightsBetween(checkIn, checkOut)}
      />
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={label.checkIn}
            type="date"
            required
            min={dateWindow.min}
            max={dateWindow.max}
            error={errorText(errors.checkIn, label.checkIn)}
            {...register('checkIn')}
          />
          <FormField
            label={label.checkOut}
            type="date"
            required
            min={checkIn || dateWindow.min}
            max={lastDateMax(checkIn)}
            error={errorText(errors.checkOut, label.checkOut)}
            {...register('checkOut')}
          />
        </div>
        <SelectField
          label={label.guests}
          options={GUEST_COUNTS.map((value) => ({ value, label: String(value) }))}
          error={errorText(errors.guests, label.guests)}
          {...register('guests', { valueAsNumber: true })}
        />
        <FormField
          label={label.guestName}
          autoComplete="name"
          required
          error={errorText(errors.guestName, label.guestName)}
          {...register('guestName')}
        />
        <FormField
          label={label.guestEmail}
          type="email"
          autoComplete="email"
          required
          error={errorText(errors.guestEmail, label.guestEmail)}
          {...register('guestEmail')}
        />
        <BookingOptionGroup
          legend={t('booking.fields.room')}
          selected={roomLabel}
          registration={register('roomLabel')}
          options={HOTEL_ROOM_LABELS.map((room) => ({
            value: room,
            label: t(ROOM_LABEL_KEYS[room]),
            price: priceText,
          }))}
        />
        <BookingTotal total={priceText} breakdown={t('booking.hotelPriceNote')} />
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
