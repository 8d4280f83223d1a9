import { PlaneTakeoff } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { DialogNotice } from '@/components/dialog-notice';
import { FlightBookingForm } from '@/features/booking/components/flight-booking-form';
import { HotelBookingForm } from '@/features/booking/components/hotel-booking-form';
import { useBookingConfirm } from '@/features/booking/hooks/use-booking-confirm';
import { useAuth } from '@/lib/auth';
import type { BookingDialogProps } from '@/lib/booking-dialog';

const TEXT_KEYS = {
  flight: {
    title: 'booking.flight.title',
    description: 'booking.flight.description',
    noSelection: 'booking.noSelection.flightTitle',
  },
  hotel: {
    title: 'booking.hotel.title',
    description: 'booking.hotel.description',
    noSelection: 'booking.noSelection.hotelTitle',
  },
} as const;

/** No cities chosen yet: 'No flight selected' and where to choose them (product.md §4.4). */
function NoSelection({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <div
        role="status"
        className="grid justify-items-center gap-2 rounded-md border border-dashed border-border p-6 text-center"
      >
        <PlaneTakeoff aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-muted-foreground">{t('booking.noSelection.guidance')}</p>
      </div>
      <div className="flex justify-end">
        <Button type="button" variant="outline" onClick={onClose}>
          {t('booking.close')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The chat's flight and hotel booking dialog (product.md §4.4), opened through
 * `useBookingDialog()` from lib; the app shell mounts it. Signed out, confirming hands the form
 * to sign-up first (the provider resumes it); signed in, it saves the booking.
 */
export function BookingDialog({
  open,
  onOpenChange,
  type,
  trip,
  hotel,
  sessionId,
  prefill,
  onSignInRequired,
  onBooked,
}: BookingDialogProps) {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const passportFieldId = useId();
  const resumed = prefill !== undefined;
  const { notice, saving, onConfirm, onMissing } = useBookingConfirm({
    user,
    sessionId,
    resumedFlight: resumed && type === 'flight',
    onSignInRequired,
    onBooked,
  });

  const texts = TEXT_KEYS[type];
  const close = () => onOpenChange(false);
  const formProps = {
    prefill,
    userEmail: user?.email,
    signedIn: user !== null,
    authPending: isLoading && user === null,
    saving,
    onConfirm,
    onMissing,
    onCancel: close,
  };

  let body;
  if (!trip) body = <NoSelection title={t(texts.noSelection)} onClose={close} />;
  else if (type === 'flight') {
    body = <FlightBookingForm trip={trip} passportFieldId={passportFieldId} {...formProps} />;
  } else body = <HotelBookingForm trip={trip} hotel={hotel} {...formProps} />;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('booking.close')}
        className="sm:max-w-lg"
        onOpenAutoFocus={(event) => {
          // Resumed after sign-in: the one field left to fill is the passport number.
          const passport = resumed ? document.getElementById(passportFieldId) : null;
          if (passport) {
            event.preventDefault();
            passport.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{t(texts.title)}</DialogTitle>
          <DialogDescription>{t(texts.description)}</DialogDescription>
        </DialogHeader>
        {notice && <DialogNotice notice={notice} />}
        {body}
      </DialogContent>
    </Dialog>
  );
}
