import { useCallback, useEffect, useRef, useState } from 'react';
import { useVisaAnswers } from '@/features/visa-flow/hooks/use-visa-answers';
import { useVisaEmail } from '@/features/visa-flow/hooks/use-visa-email';
import { useVisaOrder } from '@/features/visa-flow/hooks/use-visa-order';
import type { GatedAction } from '@/features/visa-flow/utils/visa-flow';
import type { ChatBooking } from '@/lib/chat-booking';
import type { ChatSend } from '@/lib/chat-send';
import type { ShownMessage } from '@/lib/shown-message';
import { useSignUpDialog } from '@/lib/sign-up-dialog';

/** What the visa panels can do; every button sends its label as the traveller's message. */
export type VisaFlowActions = ReturnType<typeof useVisaFlow>;

/** The guided visa flow's buttons (product.md §3.5), sent through the chat. */
export function useVisaFlow({
  send,
  messages,
  booking,
}: {
  send: ChatSend;
  messages: readonly ShownMessage[];
  booking: ChatBooking;
}) {
  const signUpDialog = useSignUpDialog();
  // An order or email request is on its way: the panels wait for it.
  const [isWorking, setIsWorking] = useState(false);
  // Orders and emails read the conversation when they run, possibly after a sign-in.
  const messagesRef = useRef(messages);
  useEffect(() => {
    messagesRef.current = messages;
  }, [messages]);
  const answers = useVisaAnswers(send);
  const email = useVisaEmail(send, messagesRef, setIsWorking);
  const { order, askToSignIn } = useVisaOrder(send, messagesRef, setIsWorking);

  /** auth_required: the sign-up dialog, with the interrupted button to resume afterwards. */
  const signInToContinue = useCallback(
    (gated: GatedAction | null) => {
      if (gated?.kind === 'booking') booking.askToSignIn(gated.service, 'auth_required');
      else if (gated?.kind === 'visa-order') askToSignIn(gated.orderType, 'auth_required');
      else signUpDialog.open({});
    },
    [askToSignIn, booking, signUpDialog],
  );

  return { ...answers, ...email, order, signInToContinue, isWorking };
}
