import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import type { FlowActionType } from '@common/chat-flow';
import type { ChatSend } from '@/lib/chat-send';
import { useAuth } from '@/lib/auth';
import { usePendingActionHandler } from '@/lib/pending-action';
import { useSignUpDialog } from '@/lib/sign-up-dialog';

/** The pending action a signed-out Book Flight / Book Hotel leaves (product.md §3.6). */
export const CHAT_BOOK_ACTION = 'chat-book';

const bookingServiceSchema = z.enum(['flight', 'hotel']);
export type BookingService = z.infer<typeof bookingServiceSchema>;

/** The steps that offer booking: visa_free_booking, and auth_required once it interrupted one. */
const bookingStepSchema = z.enum(['visa_free_booking', 'auth_required', 'personalized_services']);
export type BookingStep = z.infer<typeof bookingStepSchema>;

const chatBookPayloadSchema = z.object({
  service: bookingServiceSchema,
  flowStep: z._default(bookingStepSchema, 'visa_free_booking'),
});

export const BOOKING_LABEL_KEYS = {
  flight: 'chat.booking.bookFlight',
  hotel: 'chat.booking.bookHotel',
} as const satisfies Record<BookingService, string>;

const ACTION_TYPES = {
  flight: 'book_flight',
  hotel: 'book_hotel',
} as const satisfies Record<BookingService, FlowActionType>;

export type ChatBooking = {
  /** A booking button: sent when signed in, else the sign-up dialog first. */
  book: (service: BookingService, flowStep?: BookingStep) => void;
  /** Opens the sign-up dialog; the booking resumes once the user has signed up or in. */
  askToSignIn: (service: BookingService, flowStep: BookingStep) => void;
};

/**
 * Book Flight and Book Hotel of the visa_free_booking step (and the itinerary's Book Flight): the
 * chat page holds it and hands it to the step panels. Booking needs an account: signed out, the
 * sign-up dialog opens and the booking resumes once the user has signed up or in.
 */
export function useChatBooking(send: ChatSend): ChatBooking {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const signUpDialog = useSignUpDialog();

  // The button's label is the message: it is what the chat shows and stores as the user's turn.
  const sendBooking = useCallback(
    (service: BookingService, flowStep: BookingStep) =>
      void send(t(BOOKING_LABEL_KEYS[service]), {
        action: { type: ACTION_TYPES[service], flowStep },
      }),
    [send, t],
  );

  usePendingActionHandler(CHAT_BOOK_ACTION, (action) => {
    const payload = chatBookPayloadSchema.safeParse(action.payload);
    if (payload.success) sendBooking(payload.data.service, payload.data.flowStep);
  });

  const askToSignIn = useCallback(
    (service: BookingService, flowStep: BookingStep) =>
      signUpDialog.open({
        pendingAction: {
          type: CHAT_BOOK_ACTION,
          // visa_free_booking is the default, so the stored action stays as short as before.
          payload: flowStep === 'visa_free_booking' ? { service } : { service, flowStep },
        },
      }),
    [signUpDialog],
  );

  const book = useCallback(
    (service: BookingService, flowStep: BookingStep = 'visa_free_booking') => {
      if (isAuthenticated) sendBooking(service, flowStep);
      else askToSignIn(service, flowStep);
    },
    [askToSignIn, isAuthenticated, sendBooking],
  );

  return { book, askToSignIn };
}
