import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_PASSENGERS } from '@common/contracts/bookings';
import { FormField } from '@/components/ui/form-field';
import { countOptions, SelectField } from '@/features/booking/components/select-field';
import { useBookingErrorText } from '@/features/booking/hooks/use-booking-error-text';
import type { FlightFormValues } from '@/features/booking/utils/booking-form';

const PASSENGER_OPTIONS = countOptions(MAX_PASSENGERS);

/**
 * The travellers of product.md §4.4: how many fly, the lead passenger as on the passport, one
 * name field for each other passenger, an email and the passport number.
 */
export function FlightPassengerFields({
  register,
  errors,
  passengers,
  passportFieldId,
}: {
  register: UseFormRegister<FlightFormValues>;
  errors: FieldErrors<FlightFormValues>;
  passengers: number;
  /** The id the passport field gets, so the dialog can focus it when resumed after sign-in. */
  passportFieldId: string | undefined;
}) {
  const { t } = useTranslation();
  const errorText = useBookingErrorText();
  const label = {
    passengers: t('booking.fields.passengers'),
    fullName: t('booking.fields.fullName'),
    email: t('booking.fields.email'),
    passportNumber: t('booking.fields.passportNumber'),
  };

  return (
    <>
      <SelectField
        label={label.passengers}
        options={PASSENGER_OPTIONS}
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
    </>
  );
}
