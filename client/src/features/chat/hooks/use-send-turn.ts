import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, type Dispatch, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { createCompletion } from '@/features/chat/api/create-completion';
import type { ChatAction, ChatState } from '@/features/chat/hooks/chat-state';
import { useRecentCheck } from '@/features/chat/hooks/use-recent-check';
import { createLocalMessage, needsRecentCheck } from '@/features/chat/utils/message-list';
import {
  buildCompletionRequest,
  outgoingText,
  type SendOptions,
} from '@/features/chat/utils/outgoing-message';
import { replyErrorKey } from '@/features/chat/utils/reply-error';
import { travelContextOf } from '@/features/chat/utils/travel-context';
import { currentLanguage } from '@/lib/i18n';

export type SendTurn = {
  /** Sends a message (or a step button's label and action); false when it was not sent. */
  send: (text: string, options?: SendOptions) => Promise<boolean>;
  /** A reply is awaited: sending is blocked. */
  isWaiting: boolean;
};

/**
 * A turn (product.md §3.2): the message shows at once and is posted with the known context, the
 * interface language and the step; the reply, or the error reply, follows it. One turn at a
 * time, and only once the city choice still being kept (`tripSaveRef`) is in the conversation.
 */
export function useSendTurn(
  stateRef: RefObject<ChatState>,
  tripSaveRef: RefObject<Promise<void> | null>,
  dispatch: Dispatch<ChatAction>,
): SendTurn {
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
