import { useCallback, useEffect, useRef } from 'react';
import * as z from 'zod/mini';
import { BROWSER_EVENTS } from '@common/constants';
import {
  BOOKING_TYPES,
  bookingSchema,
  type Booking,
  type BookingType,
} from '@common/contracts/bookings';
import { sessionIdSchema } from '@common/contracts/chat';
import { tripSelectionSchema, type TripSelection } from '@common/trip';
import {
  createDialogProvider,
  type DialogOpenProps,
  type DialogSession,
} from '@/lib/dialog-provider';
import { usePendingActionHandler, type PendingAction } from '@/lib/pending-action';
import { useSignUpDialog } from '@/lib/sign-up-dialog';

/** The pending action a signed-out confirm leaves; it re-opens the dialog after sign-in. */
export const BOOKING_DIALOG_ACTION = 'booking-dialog';

/** The form field that is never written to storage: a resumed dialog asks for it again. */
const NEVER_STORED_FIELD = 'passportNumber';

/**
 * What the form held when a signed-out user confirmed, by field name (the booking feature
 * reads it back with its own schema). Never the passport number (decision 012).
 */
export const bookingDialogPrefillSchema = z.record(
  z.string(),
  z.union([z.string().check(z.maxLength(500)), z.number()]),
);
export type BookingDialogPrefill = z.infer<typeof bookingDialogPrefillSchema>;

/** A hotel of the catalogue the traveller chose (a sample listing): named on the reservation. */
const chosenHotelSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(120)),
  address: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type ChosenHotel = z.infer<typeof chosenHotelSchema>;

const pendingPayloadSchema = z.object({
  type: z.enum(BOOKING_TYPES),
  trip: z.nullable(tripSelectionSchema),
  sessionId: z.optional(sessionIdSchema),
  hotel: z.optional(chosenHotelSchema),
  values: z.optional(bookingDialogPrefillSchema),
});
type PendingPayload = z.infer<typeof pendingPayloadSchema>;

export type OpenBookingDialogOptions = {
  type: BookingType;
  /** The cities the booking is for; null shows the 'No flight selected' state. */
  trip: TripSelection | null;
  /** The hotel chosen from the recommendations, for a hotel booking. */
  hotel?: ChosenHotel;
  /** The conversation it is booked from: the booking joins its trip (product.md §4.9). */
  sessionId?: string;
  /**
   * Called once the booking is saved, after the bookingCompleted event. Also called for the
   * opening resumed after sign-in, as long as the page was not reloaded in between.
   */
  onBooked?: (booking: Booking) => void;
  /** Form values to start from (the dialog resumed after sign-in); not the passport number. */
  prefill?: BookingDialogPrefill;
};

type BookingDialogOwnProps = {
  type: BookingType;
  trip: TripSelection | null;
  hotel: ChosenHotel | undefined;
  sessionId: string | undefined;
  prefill: BookingDialogPrefill | undefined;
  /**
   * A signed-out confirm: closes the dialog, stores the pending action with these values
   * (the passport number is dropped here too) and opens the sign-up dialog.
   */
  onSignInRequired: (values: BookingDialogPrefill) => void;
  /** The server saved the booking: closes the dialog and announces it. */
  onBooked: (booking: Booking) => void;
};

/** What the app shell's dialog component receives (the booking feature provides it). */
export type BookingDialogProps = BookingDialogOwnProps & DialogOpenProps;

/** The values as they may be stored: without the passport number. */
function storableValues(values: BookingDialogPrefill): BookingDialogPrefill {
  return Object.fromEntries(
    Object.entries(values).filter(([field]) => field !== NEVER_STORED_FIELD),
  );
}

/** The pending action of a signed-out confirm (stored as pendingModalAction). */
export function bookingDialogPendingAction({ values, ...rest }: PendingPayload): PendingAction {
  return {
    type: BOOKING_DIALOG_ACTION,
    payload: { ...rest, values: values && storableValues(values) },
  };
}

/**
 * Announces a saved booking to the page: `bookingCompleted` with the booking as its detail
 * (the chat shows the voucher and moves on), then `purchaseCompleted` (the travel-profile
 * questionnaire listens for it).
 */
export function dispatchBookingCompleted(booking: Booking): void {
  window.dispatchEvent(
    new CustomEvent<Booking>(BROWSER_EVENTS.bookingCompleted, { detail: booking }),
  );
  window.dispatchEvent(new Event(BROWSER_EVENTS.purchaseCompleted));
}

/** Calls `listener` with the booking of every bookingCompleted event while mounted. */
export function useBookingCompletedListener(listener: (booking: Booking) => void): void {
  const listenerRef = useRef(listener);
  useEffect(() => {
    listenerRef.current = listener;
  });
  useEffect(() => {
    const onEvent = (event: Event) => {
      if (!(event instanceof CustomEvent)) return;
      const booking = bookingSchema.safeParse(event.detail);
      if (booking.success) listenerRef.current(booking.data);
    };
    window.addEventListener(BROWSER_EVENTS.bookingCompleted, onEvent);
    return () => window.removeEventListener(BROWSER_EVENTS.bookingCompleted, onEvent);
  }, []);
}

/**
 * A signed-out confirm stores a pending action and opens sign-up; after sign-in the dialog
 * re-opens with the form as it was (the passport number asked again).
 */
function useBookingDialogProps({
  args,
  open,
  close,
}: DialogSession<OpenBookingDialogOptions>): BookingDialogOwnProps {
  const signUpDialog = useSignUpDialog();
  // The opener's callback, kept while the user signs in, for the resumed opening.
  const pendingOnBooked = useRef<((booking: Booking) => void) | undefined>(undefined);
  const { type, trip, hotel, sessionId, prefill, onBooked: openerOnBooked } = args;

  const onSignInRequired = useCallback(
    (values: BookingDialogPrefill) => {
      close();
      pendingOnBooked.current = openerOnBooked;
      signUpDialog.open({
        pendingAction: bookingDialogPendingAction({ type, trip, hotel, sessionId, values }),
      });
    },
    [close, hotel, openerOnBooked, sessionId, signUpDialog, trip, type],
  );

  const onBooked = useCallback(
    (booking: Booking) => {
      close();
      dispatchBookingCompleted(booking);
      openerOnBooked?.(booking);
    },
    [close, openerOnBooked],
  );

  usePendingActionHandler(BOOKING_DIALOG_ACTION, (action) => {
    const payload = pendingPayloadSchema.safeParse(action.payload);
    const onBookedAfterSignIn = pendingOnBooked.current;
    pendingOnBooked.current = undefined;
    if (!payload.success) return;
    const { values, ...opening } = payload.data;
    open({ ...opening, prefill: values && storableValues(values), onBooked: onBookedAfterSignIn });
  });

  return { type, trip, hotel, sessionId, prefill, onSignInRequired, onBooked };
}

/**
 * Lets any feature open the chat's flight and hotel booking dialog (product.md §4.4) without
 * importing the booking feature: the app shell passes the dialog component in. Needs a
 * SignUpDialogProvider above it. Open it with e.g.
 * `useBookingDialog().open({ type: 'flight', trip, onBooked })`.
 */
export const { Provider: BookingDialogProvider, useDialog: useBookingDialog } =
  createDialogProvider<OpenBookingDialogOptions, BookingDialogOwnProps>({
    name: 'BookingDialog',
    initialArgs: { type: 'flight', trip: null },
    useDialogProps: useBookingDialogProps,
  });
