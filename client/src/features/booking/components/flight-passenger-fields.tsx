import { useTranslation } from 'react-i18next';
import { MAX_PASSENGERS } from '@common/contracts/bookings';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/features/booking/components/select-field';
import type { BookingField } from '@/features/booking/hooks/use-booking-form';
import type { FlightFormValues } from '@/features/booking/utils/booking-form';

/**
 * The travellers of product.md §4.4: how many fly, the lead passenger as on the passport, one
 * name field for each other passenger, an email and the passport number.
 */
export function FlightPassengerFields({
  field,
  passengers,
  passportFieldId,
}: {
  field: BookingField<FlightFormValues>;
  passengers: number;
  /** The id the passport field gets, so the dialog can focus it when resumed after sign-in. */
  passportFieldId: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        upTo={MAX_PASSENGERS}
        {...field('passengers', t('booking.fields.passengers'), { valueAsNumber: true })}
      />
      <FormField
        autoComplete="name"
        required
        {...field('fullName', t('booking.fields.fullName'))}
      />
      {Array.from({ length: Number.isInteger(passengers) ? passengers - 1 : 0 }, (_, i) => (
        <FormField
          key={i}
          autoComplete="off"
          required
          {...field(`otherPassengers.${i}`, t('booking.fields.otherPassenger', { number: i + 2 }))}
        />
      ))}
      <FormField
        type="email"
        autoComplete="email"
        required
        {...field('email', t('booking.fields.email'))}
      />
      <FormField
        id={passportFieldId}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        {...field('passportNumber', t('booking.fields.passportNumber'))}
      />
    </>
  );
}
