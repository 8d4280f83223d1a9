import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '@common/constants';
import {
  BOOKING_PRICES,
  FLIGHT_FARE_LABELS,
  FLIGHT_FARE_REFUNDABLE,
} from '@common/contracts/bookings';
import { formatMoney } from '@common/format-money';
import { BookingDateFields } from '@/features/booking/components/booking-date-fields';
import {
  BookingFormFrame,
  type BookingFormProps,
} from '@/features/booking/components/booking-form-frame';
import { BookingOptionGroup } from '@/features/booking/components/booking-option-group';
import { FlightRouteSummary } from '@/features/booking/components/booking-summary';
import { FlightPassengerFields } from '@/features/booking/components/flight-passenger-fields';
import { useBookingErrorText } from '@/features/booking/hooks/use-booking-error-text';
import { useFlightBookingForm } from '@/features/booking/hooks/use-flight-booking-form';
import { flightPrice, flightRoute } from '@/features/booking/utils/booking-form';
import { FARE_LABEL_KEYS } from '@/features/booking/utils/booking-labels';
import { currentLanguage } from '@/lib/i18n';

/**
 * The flight form of product.md §4.4: departure (and return) date, passengers, the lead passenger
 * as on the passport, an email, the passport number and a fare, priced per passenger.
 */
export function FlightBookingForm({
  passportFieldId,
  signedIn,
  authPending,
  saving,
  onCancel,
  ...formProps
}: BookingFormProps) {
  const { t, i18n } = useTranslation();
  const errorText = useBookingErrorText();
  const form = useFlightBookingForm(formProps);
  const { register, errors, passengers } = form;
  const route = flightRoute(formProps.trip);
  const language = currentLanguage(i18n);
  const priceText = formatMoney(flightPrice(passengers), DEFAULT_CURRENCY, language);
  const label = {
    departureDate: t('booking.fields.departureDate'),
    returnDate: t('booking.fields.returnDate'),
  };

  return (
    <BookingFormFrame
      summary={route && <FlightRouteSummary route={route} />}
      onSubmit={form.onSubmit}
      priceText={priceText}
      breakdown={t('booking.perPassenger', {
        price: formatMoney(BOOKING_PRICES.flightPerPassenger, DEFAULT_CURRENCY, language),
        count: Number.isInteger(passengers) ? passengers : 1,
      })}
      signedIn={signedIn}
      authPending={authPending}
      saving={saving}
      onCancel={onCancel}
    >
      <BookingDateFields
        dateWindow={form.dateWindow}
        firstDate={form.departureDate}
        first={{
          label: label.departureDate,
          error: errorText(errors.departureDate, label.departureDate),
          registration: register('departureDate'),
        }}
        last={
          form.withReturn
            ? {
                label: label.returnDate,
                error: errorText(errors.returnDate, label.returnDate),
                registration: register('returnDate'),
              }
            : undefined
        }
      />
      <FlightPassengerFields
        register={register}
        errors={errors}
        passengers={passengers}
        passportFieldId={passportFieldId}
      />
      {/* Every fare costs the same; it says whether it is refundable (product.md §4.4). */}
      <BookingOptionGroup
        legend={t('booking.fields.fare')}
        selected={form.fareLabel}
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
    </BookingFormFrame>
  );
}
