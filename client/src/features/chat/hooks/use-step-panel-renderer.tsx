import { Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import type { StepPanelActions } from '@/features/chat/components/step-panel';
import type { ChatService } from '@/features/chat/hooks/use-chat';
import { useTripBooking } from '@/features/chat/hooks/use-trip-booking';
import { useTripOffers } from '@/features/chat/hooks/use-trip-offers';
import { useTripPreferences } from '@/features/chat/hooks/use-trip-preferences';
import { useChatBooking } from '@/lib/chat-booking';
import { lazyPart } from '@/lib/lazy-part';
import type { ShownMessage } from '@/lib/shown-message';
import { loadStepPanels } from '@/lib/step-panels';
import type { TripFlowActions } from '@/lib/trip-actions';

// The step panels load with the first reply that has one, so a fresh chat (only the greeting)
// never fetches them; the panels the flows' features register for their steps
// (lib/step-panels.ts) are registered by then.
const StepPanel = lazyPart(() =>
  Promise.all([import('@/features/chat/components/step-panel'), loadStepPanels()]).then(([m]) => ({
    default: m.StepPanel,
  })),
);

/**
 * The trip flow's buttons in the chat (product.md §4, decision 012): the city panels' Continue,
 * the booking dialog and its confirmation, the preference wizard, the itinerary, the hotel path,
 * the upsells and the restaurant offers. The server's flow table decides where each leads.
 */
function useTripFlow(chat: ChatService): TripFlowActions {
  const { send, chooseTrip } = chat;
  // Bookings complete from the dialog, possibly after a sign-in: read the conversation then.
  const messagesRef = useRef(chat.messages);
  const conversationRef = useRef(chat.conversation);
  const sessionIdRef = useRef(chat.sessionId);
  useEffect(() => {
    messagesRef.current = chat.messages;
    conversationRef.current = chat.conversation;
    sessionIdRef.current = chat.sessionId;
  }, [chat.messages, chat.conversation, chat.sessionId]);

  const booking = useTripBooking({ send, chooseTrip, messagesRef, conversationRef, sessionIdRef });
  const preferences = useTripPreferences(send);
  const offers = useTripOffers({ send, messagesRef, conversationRef, sessionIdRef });
  return { ...booking, ...preferences, ...offers };
}

/**
 * Whether anything shows (or runs) under this message: the greeting and the traveller's own
 * messages have nothing, so a fresh chat never loads the step panels.
 */
function hasStepPanel(message: ShownMessage): boolean {
  if (message.role !== 'assistant') return false;
  const metadata = message.metadata;
  if (metadata?.orderReference || metadata?.booking) return true;
  const step = metadata?.flowStep;
  return step !== undefined && step !== 'greeting';
}

/**
 * What shows under each reply (product.md §3.4): its step's panel and cards, with the chat's
 * send, the trip flow's buttons and the booking's. Stable while the messages and whether the
 * chat can send stay the same, so the memoised message list skips other renders.
 */
export function useStepPanelRenderer(chat: ChatService, cannotSend: boolean) {
  const { send, messages, sessionId } = chat;
  const revision = chat.conversation.revision ?? 0;
  const booking = useChatBooking(send);
  const trip = useTripFlow(chat);
  const actions = useMemo<StepPanelActions>(() => ({ send, trip, booking }), [send, trip, booking]);
  return useCallback(
    (message: ShownMessage) =>
      hasStepPanel(message) && (
        <Suspense fallback={null}>
          <StepPanel
            message={message}
            messages={messages}
            isNewest={message.key === messages.at(-1)?.key}
            disabled={cannotSend}
            actions={actions}
            conversation={{ sessionId, revision }}
          />
        </Suspense>
      ),
    [messages, cannotSend, actions, sessionId, revision],
  );
}
