import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { FlowAction } from '@common/contracts/chat';
import type { SendOptions } from '@/features/chat/utils/outgoing-message';
import { useAuth } from '@/lib/auth';
import { usePendingActionHandler } from '@/lib/pending-action';
import { useSignUpDialog } from '@/lib/sign-up-dialog';

/** The pending action a signed-out Book Flight / Book Hotel leaves (flows §4 gating). */
export const CHAT_BOOK_ACTION = 'chat-book';

const bookingServiceSchema = z.enum(['flight', 'hotel']);
export type BookingService = z.infer<typeof bookingServiceSchema>;
const chatBookPayloadSchema = z.object({ service: bookingServiceSchema });

const LABEL_KEYS = {
  flight: 'chat.booking.bookFlight',
  hotel: 'chat.booking.bookHotel',
} as const satisfies Record<BookingService, string>;

const ACTIONS = {
  flight: { type: 'book_flight', flowStep: 'visa_free_booking' },
  hotel: { type: 'book_hotel', flowStep: 'visa_free_booking' },
} as const satisfies Record<BookingService, FlowAction>;

/**
 * Book Flight and Book Hotel of the visa_free_booking step. Booking needs an account: signed
 * out, the sign-up dialog opens and the booking resumes once the user has signed up or in.
 */
export function useChatBooking(
  send: (text: string, options?: SendOptions) => Promise<boolean>,
): (service: BookingService) => void {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const signUpDialog = useSignUpDialog();

  // The button's label is the message: it is what the chat shows and stores as the user's turn.
  const sendBooking = useCallback(
    (service: BookingService) => void send(t(LABEL_KEYS[service]), { action: ACTIONS[service] }),
    [send, t],
  );

  usePendingActionHandler(CHAT_BOOK_ACTION, (action) => {
    const payload = chatBookPayloadSchema.safeParse(action.payload);
    if (payload.success) sendBooking(payload.data.service);
  });

  return useCallback(
    (service: BookingService) => {
      if (isAuthenticated) sendBooking(service);
      else signUpDialog.open({ pendingAction: { type: CHAT_BOOK_ACTION, payload: { service } } });
    },
    [isAuthenticated, sendBooking, signUpDialog],
  );
}
