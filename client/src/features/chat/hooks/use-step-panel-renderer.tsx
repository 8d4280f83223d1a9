import { Suspense, useCallback, useMemo } from 'react';
import type { StepPanelActions } from '@/features/chat/components/step-panel';
import type { ChatService } from '@/features/chat/hooks/use-chat';
import { useTripFlow } from '@/features/chat/hooks/use-trip-flow';
import { hasStepPanel } from '@/features/chat/utils/panel-steps';
import { useChatBooking } from '@/lib/chat-booking';
import { lazyPart } from '@/lib/lazy-part';
import type { ShownMessage } from '@/lib/shown-message';
import { loadStepPanels } from '@/lib/step-panels';

// The step panels load with the first reply that has one, so a fresh chat (only the greeting)
// never fetches them; the panels the flows' features register for their steps
// (lib/step-panels.ts) are registered by then.
const StepPanel = lazyPart(() =>
  Promise.all([import('@/features/chat/components/step-panel'), loadStepPanels()]).then(([m]) => ({
    default: m.StepPanel,
  })),
);

/**
 * What shows under each reply (product.md §3.4): its step's panel and cards, with the chat's
 * send, the trip flow's buttons and the booking's. Stable while the messages and whether the
 * chat can send stay the same, so the memoised message list skips other renders.
 */
export function useStepPanelRenderer(chat: ChatService, cannotSend: boolean) {
  const { send, messages } = chat;
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
          />
        </Suspense>
      ),
    [messages, cannotSend, actions],
  );
}
