import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '@common/constants';
import {
  BOOKING_PRICES,
  FLIGHT_FARE_LABELS,
  FLIGHT_FARE_REFUNDABLE,
  type FlightFareLabel,
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
import { useFlightBookingForm } from '@/features/booking/hooks/use-flight-booking-form';
import { flightPrice, flightRoute } from '@/features/booking/utils/booking-form';
import { currentLanguage } from '@/lib/i18n';

/** The translation of each fare; the English label is what the server stores. */
const FARE_LABEL_KEYS = {
  Economy: 'booking.fares.economy',
  'Premium Economy': 'booking.fares.premiumEconomy',
  Business: 'booking.fares.business',
} as const satisfies Record<FlightFareLabel, string>;

/**
 * The flight form of product.md §4.4: departure (and return) date, passengers, the lead passenger
 * as on the passport, an email, the passport number and a fare, priced per passenger.
 */
export function FlightBookingForm({ passportFieldId, ...props }: BookingFormProps) {
  const { t, i18n } = useTranslation();
  const form = useFlightBookingForm(props);
  const { field, passengers } = form;
  const route = flightRoute(props.trip);
  const language = currentLanguage(i18n);
  const priceText = formatMoney(flightPrice(passengers), DEFAULT_CURRENCY, language);

  return (
    <BookingFormFrame
      {...props}
      summary={route && <FlightRouteSummary route={route} />}
      onSubmit={form.onSubmit}
      priceText={priceText}
      breakdown={t('booking.perPassenger', {
        price: formatMoney(BOOKING_PRICES.flightPerPassenger, DEFAULT_CURRENCY, language),
        count: Number.isInteger(passengers) ? passengers : 1,
      })}
    >
      <BookingDateFields
        dateWindow={form.dateWindow}
        firstDate={form.departureDate}
        first={field('departureDate', t('booking.fields.departureDate'))}
        last={form.withReturn ? field('returnDate', t('booking.fields.returnDate')) : undefined}
      />
      <FlightPassengerFields
        field={field}
        passengers={passengers}
        passportFieldId={passportFieldId}
      />
      {/* Every fare costs the same; it says whether it is refundable (product.md §4.4). */}
      <BookingOptionGroup
        legend={t('booking.fields.fare')}
        selected={form.fareLabel}
        registration={form.register('fareLabel')}
        price={priceText}
        options={FLIGHT_FARE_LABELS.map((fare) => ({
          value: fare,
          label: t(FARE_LABEL_KEYS[fare]),
          detail: FLIGHT_FARE_REFUNDABLE[fare]
            ? t('booking.refundable')
            : t('booking.nonRefundable'),
        }))}
      />
    </BookingFormFrame>
  );
}
