import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateBookingRequest } from '@common/contracts/booking-requests';
import type { TripSelection } from '@common/trip';
import { OrderFormActions } from '@/components/order-form-actions';
import type { BookingDialogPrefill } from '@/lib/booking-dialog';

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
 * What the flight and hotel forms share around their own fields (product.md §4.4): the summary
 * above the form, then the total and Cancel / 'Book for $price' under the fields.
 */
export function BookingFormFrame({
  summary,
  onSubmit,
  priceText,
  breakdown,
  signedIn,
  authPending,
  saving,
  onCancel,
  children,
}: Pick<BookingFormProps, 'signedIn' | 'authPending' | 'saving' | 'onCancel'> & {
  summary: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The total, formatted for the UI language, like '$59.98'. */
  priceText: string;
  /** How the total is made up, under it. */
  breakdown: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      {summary}
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {children}
        {/* The total under the options, e.g. '$59.98' with '$29.99 × 2 passengers'. */}
        <div className="flex items-baseline justify-between gap-4 border-t border-border pt-3 text-sm">
          <span className="font-medium">{t('booking.total')}</span>
          <span className="text-right">
            <span className="block text-base font-semibold">{priceText}</span>
            {breakdown && <span className="block text-muted-foreground">{breakdown}</span>}
          </span>
        </div>
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
