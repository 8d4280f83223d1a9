import { useTranslation } from 'react-i18next';
import type { CreateBookingRequest } from '@common/contracts/booking-requests';
import type { Booking } from '@common/contracts/bookings';
import type { User } from '@common/contracts/user';
import { useDialogNotice } from '@/components/dialog-notice';
import { useCreateBooking } from '@/features/booking/api/create-booking';
import type { BookingDialogPrefill } from '@/lib/booking-dialog';

/**
 * What confirming the booking dialog does (product.md §4.4): signed out it hands the form to
 * sign-up first; signed in it saves the booking. The notice above the form, and a toast, say
 * what went wrong.
 */
export function useBookingConfirm({
  user,
  sessionId,
  resumedFlight,
  onSignInRequired,
  onBooked,
}: {
  user: User | null;
  /** The conversation the booking is made from (product.md §4.9). */
  sessionId: string | undefined;
  /** A flight booking resumed after sign-in: the notice asks for the passport number again. */
  resumedFlight: boolean;
  onSignInRequired: (storable: BookingDialogPrefill) => void;
  onBooked: (booking: Booking) => void;
}) {
  const { t } = useTranslation();
  const booking = useCreateBooking();
  const { notice, setNotice, tell } = useDialogNotice(
    resumedFlight
      ? {
          tone: 'info',
          title: t('booking.resumed.title'),
          description: t('booking.resumed.passportAgain'),
        }
      : null,
  );

  const onConfirm = (request: CreateBookingRequest, storable: BookingDialogPrefill) => {
    if (!user) {
      onSignInRequired(storable);
      return;
    }
    setNotice(null);
    booking.mutate(sessionId ? { ...request, sessionId } : request, {
      onSuccess: onBooked,
      onError: (error) => {
        console.error('The booking could not be saved', error);
        tell({
          tone: 'error',
          title: t('booking.error.title'),
          description: t('booking.error.description'),
        });
      },
    });
  };

  const onMissing = () =>
    tell({
      tone: 'error',
      title: t('booking.missing.title'),
      description: t('booking.missing.description'),
    });

  return { notice, saving: booking.isPending, onConfirm, onMissing };
}
