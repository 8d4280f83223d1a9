import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '@common/constants';
import { HOTEL_ROOM_LABELS, MAX_GUESTS } from '@common/contracts/bookings';
import { formatMoney } from '@common/format-money';
import { FormField } from '@/components/ui/form-field';
import { BookingDateFields } from '@/features/booking/components/booking-date-fields';
import {
  BookingFormFrame,
  type BookingFormProps,
} from '@/features/booking/components/booking-form-frame';
import { BookingOptionGroup } from '@/features/booking/components/booking-option-group';
import { HotelStaySummary } from '@/features/booking/components/booking-summary';
import { countOptions, SelectField } from '@/features/booking/components/select-field';
import { useBookingErrorText } from '@/features/booking/hooks/use-booking-error-text';
import { useHotelBookingForm } from '@/features/booking/hooks/use-hotel-booking-form';
import {
  hotelPrice,
  nightsBetween,
  type HotelFormValues,
} from '@/features/booking/utils/booking-form';
import { ROOM_LABEL_KEYS } from '@/features/booking/utils/booking-labels';
import type { ChosenHotel } from '@/lib/booking-dialog';
import { currentLanguage } from '@/lib/i18n';

const GUEST_OPTIONS = countOptions(MAX_GUESTS);

/**
 * The hotel form of product.md §4.4: check-in, check-out, guests, the guest's name and email and a
 * room, in the trip's first destination. One price for the stay, whatever the room or nights.
 */
export function HotelBookingForm({
  signedIn,
  authPending,
  saving,
  onCancel,
  ...formProps
}: Omit<BookingFormProps, 'passportFieldId'> & {
  /** The hotel chosen from the recommendations (a sample listing), when there is one. */
  hotel: ChosenHotel | undefined;
}) {
  const { t, i18n } = useTranslation();
  const errorText = useBookingErrorText();
  const form = useHotelBookingForm(formProps);
  const { register, errors, checkIn } = form;
  const { trip, hotel } = formProps;
  const priceText = formatMoney(hotelPrice(), DEFAULT_CURRENCY, currentLanguage(i18n));
  const label = { checkIn: t('booking.fields.checkIn'), checkOut: t('booking.fields.checkOut') };

  return (
    <BookingFormFrame
      summary={
        <HotelStaySummary
          city={trip.destinations[0]?.name ?? ''}
          {...(hotel ? { hotel } : {})}
          nights={nightsBetween(checkIn, form.checkOut)}
        />
      }
      onSubmit={form.onSubmit}
      priceText={priceText}
      breakdown={t('booking.hotelPriceNote')}
      signedIn={signedIn}
      authPending={authPending}
      saving={saving}
      onCancel={onCancel}
    >
      <BookingDateFields
        dateWindow={form.dateWindow}
        firstDate={checkIn}
        first={{
          label: label.checkIn,
          error: errorText(errors.checkIn, label.checkIn),
          registration: register('checkIn'),
        }}
        last={{
          label: label.checkOut,
          error: errorText(errors.checkOut, label.checkOut),
          registration: register('checkOut'),
        }}
      />
      <GuestFields register={register} errors={errors} />
      {/* The stay costs the same whichever room is chosen (product.md §4.4). */}
      <BookingOptionGroup
        legend={t('booking.fields.room')}
        selected={form.roomLabel}
        registration={register('roomLabel')}
        options={HOTEL_ROOM_LABELS.map((room) => ({
          value: room,
          label: t(ROOM_LABEL_KEYS[room]),
          price: priceText,
        }))}
      />
    </BookingFormFrame>
  );
}

/** How many guests, and the name and email the reservation is under. */
function GuestFields({
  register,
  errors,
}: {
  register: UseFormRegister<HotelFormValues>;
  errors: FieldErrors<HotelFormValues>;
}) {
  const { t } = useTranslation();
  const errorText = useBookingErrorText();
  const label = {
    guests: t('booking.fields.guests'),
    guestName: t('booking.fields.guestName'),
    guestEmail: t('booking.fields.guestEmail'),
  };
  return (
    <>
      <SelectField
        label={label.guests}
        options={GUEST_OPTIONS}
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
    </>
  );
}
