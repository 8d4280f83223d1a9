import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '@common/constants';
import {
  bookingAmount,
  HOTEL_ROOM_LABELS,
  MAX_GUESTS,
  type HotelRoomLabel,
} from '@common/contracts/bookings';
import { formatMoney } from '@common/format-money';
import { FormField } from '@/components/ui/form-field';
import { BookingDateFields } from '@/features/booking/components/booking-date-fields';
import {
  BookingFormFrame,
  type BookingFormProps,
} from '@/features/booking/components/booking-form-frame';
import { BookingOptionGroup } from '@/features/booking/components/booking-option-group';
import { HotelStaySummary } from '@/features/booking/components/booking-summary';
import { SelectField } from '@/features/booking/components/select-field';
import type { BookingField } from '@/features/booking/hooks/use-booking-form';
import { useHotelBookingForm } from '@/features/booking/hooks/use-hotel-booking-form';
import { nightsBetween, type HotelFormValues } from '@/features/booking/utils/booking-form';
import type { ChosenHotel } from '@/lib/booking-dialog';
import { currentLanguage } from '@/lib/i18n';

const ROOM_LABEL_KEYS = {
  Standard: 'booking.rooms.standard',
  Deluxe: 'booking.rooms.deluxe',
} as const satisfies Record<HotelRoomLabel, string>;

/**
 * The hotel form of product.md §4.4: check-in, check-out, guests, the guest's name and email and a
 * room, in the trip's first destination. One price for the stay, whatever the room or nights.
 */
export function HotelBookingForm(
  props: Omit<BookingFormProps, 'passportFieldId'> & {
    /** The hotel chosen from the recommendations (a sample listing), when there is one. */
    hotel: ChosenHotel | undefined;
  },
) {
  const { t, i18n } = useTranslation();
  const form = useHotelBookingForm(props);
  const { field, checkIn } = form;
  const { trip, hotel } = props;
  const priceText = formatMoney(bookingAmount('hotel', 1), DEFAULT_CURRENCY, currentLanguage(i18n));

  return (
    <BookingFormFrame
      {...props}
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
    >
      <BookingDateFields
        dateWindow={form.dateWindow}
        firstDate={checkIn}
        first={field('checkIn', t('booking.fields.checkIn'))}
        last={field('checkOut', t('booking.fields.checkOut'))}
      />
      <GuestFields field={field} />
      {/* The stay costs the same whichever room is chosen (product.md §4.4). */}
      <BookingOptionGroup
        legend={t('booking.fields.room')}
        selected={form.roomLabel}
        registration={form.register('roomLabel')}
        price={priceText}
        options={HOTEL_ROOM_LABELS.map((room) => ({
          value: room,
          label: t(ROOM_LABEL_KEYS[room]),
        }))}
      />
    </BookingFormFrame>
  );
}

/** How many guests, and the name and email the reservation is under. */
function GuestFields({ field }: { field: BookingField<HotelFormValues> }) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        upTo={MAX_GUESTS}
        {...field('guests', t('booking.fields.guests'), { valueAsNumber: true })}
      />
      <FormField
        autoComplete="name"
        required
        {...field('guestName', t('booking.fields.guestName'))}
      />
      <FormField
        type="email"
        autoComplete="email"
        required
        {...field('guestEmail', t('booking.fields.guestEmail'))}
      />
    </>
  );
}
