import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, type Dispatch, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT } from '@common/constants';
import { createCompletion } from '@/features/chat/api/create-completion';
import type { ChatAction, ChatState } from '@/features/chat/hooks/chat-state';
import { createLocalMessage, needsRecentCheck } from '@/features/chat/utils/message-list';
import { buildCompletionRequest, outgoingText } from '@/features/chat/utils/outgoing-message';
import { replyErrorKey } from '@/features/chat/utils/reply-error';
import { travelContextOf } from '@/features/chat/utils/travel-context';
import type { SendOptions } from '@/lib/chat-send';
import { currentLanguage } from '@/lib/i18n';

/**
 * The recent check (product.md §3.2): after a visa answer or offers, the recent messages are
 * looked at 2 s later and those the chat lacks are added. Returns the function that schedules
 * one for a session; the checks still waiting when the chat unmounts are dropped.
 */
function useRecentCheck(dispatch: Dispatch<ChatAction>) {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  return useCallback(
    (sessionId: string) => {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        // Loaded with the first check, which runs 2 s after its reply: off the first page.
        import('@/features/chat/api/get-recent-messages')
          .then((api) => api.getRecentMessages(sessionId))
          .then(
            (recent) => dispatch({ type: 'merge', recent }),
            (error: unknown) => console.warn('The recent-messages check failed', error),
          );
      }, CHAT.recentCheckDelayMs);
      timers.current.add(timer);
    },
    [dispatch],
  );
}

/**
 * A turn (product.md §3.2): the message shows at once and is posted with the known context, the
 * interface language and the step; the reply, or the error reply, follows it. One turn at a
 * time, and only once the city choice still being kept (`tripSaveRef`) is in the conversation.
 */
export function useSendTurn(
  stateRef: RefObject<ChatState>,
  tripSaveRef: RefObject<Promise<void> | null>,
  dispatch: Dispatch<ChatAction>,
) {
  const { t, i18n } = useTranslation();
  const completion = useMutation({ mutationFn: createCompletion });
  // A second send in the same tick, before the mutation's pending state renders, is refused.
  const waitingRef = useRef(false);
  const scheduleRecentCheck = useRecentCheck(dispatch);

  const send = useCallback(
    async (text: string, options: SendOptions = {}): Promise<boolean> => {
      const message = outgoingText(text, waitingRef.current);
      const sessionId = stateRef.current.sessionId;
      if (message === null || sessionId === null) return false;
      waitingRef.current = true;
      if (tripSaveRef.current) await tripSaveRef.current;
      const { list, conversation } = stateRef.current;
      const request = buildCompletionRequest({
        sessionId,
        message,
        context: travelContextOf(conversation),
        language: currentLanguage(i18n),
        messages: list.messages,
        options,
      });
      const userMessage = createLocalMessage('user', message, { metadata: { type: 'text' } });
      dispatch({ type: 'append', message: userMessage });
      try {
        const reply = await completion.mutateAsync(request);
        dispatch({ type: 'replied', localUserId: userMessage.id, reply });
        if (needsRecentCheck(reply)) scheduleRecentCheck(sessionId);
      } catch (error) {
        console.warn('The assistant reply failed', error);
        const errorReply = createLocalMessage('assistant', t(replyErrorKey(error)));
        dispatch({ type: 'append', message: errorReply });
      } finally {
        waitingRef.current = false;
      }
      return true;
    },
    [completion, dispatch, i18n, scheduleRecentCheck, stateRef, t, tripSaveRef],
  );

  return { send, isWaiting: completion.isPending };
}
