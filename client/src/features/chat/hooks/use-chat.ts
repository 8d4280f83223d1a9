import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type Dispatch,
  type RefObject,
} from 'react';
import type { TripSelection } from '@common/trip';
import { useSendTurn } from '@/features/chat/hooks/use-send-turn';
import { resetSession, useChatSession } from '@/features/chat/hooks/use-chat-session';
import {
  chatReducer,
  initialChatState,
  type ChatAction,
  type ChatState,
} from '@/features/chat/hooks/chat-state';
import { mirrorConversation, travelContextOf } from '@/features/chat/utils/travel-context';

export type ChatService = ReturnType<typeof useChat>;

/**
 * A city panel's choice (product.md §4.1), kept with the conversation on the server. The save
 * under way stays in `tripSaveRef` until it ends, for the next turn to wait for.
 */
function useTripChoice(
  stateRef: RefObject<ChatState>,
  tripSaveRef: RefObject<Promise<void> | null>,
  dispatch: Dispatch<ChatAction>,
) {
  return useCallback(
    (trip: TripSelection): Promise<void> => {
      const sessionId = stateRef.current.sessionId;
      if (!sessionId) return Promise.resolve();
      const save = async () => {
        try {
          // Loaded with the first city choice: most conversations never make one.
          const { saveTrip } = await import('@/features/chat/api/save-trip');
          dispatch({ type: 'conversation', conversation: await saveTrip({ sessionId, trip }) });
        } catch (error) {
          console.warn('Keeping the chosen cities failed', error);
        }
      };
      const saving = save().finally(() => {
        if (tripSaveRef.current === saving) tripSaveRef.current = null;
      });
      tripSaveRef.current = saving;
      return saving;
    },
    [dispatch, stateRef, tripSaveRef],
  );
}

/**
 * The chat: one conversation per page load (or the earlier one the page was opened to
 * continue), its messages, and the conversation the server keeps. The server stores both sides
 * of every turn; the client only shows them and mirrors the conversation in storage.
 */
export function useChat() {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  // What a send, a city choice or a reset reads once it runs: the state of the last render,
  // not the one it was created in.
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
    if (state.sessionId) mirrorConversation(state.conversation);
  }, [state]);
  // A turn waits for a city choice still being kept: both change the conversation, and a turn
  // answered from the state before the choice would be refused.
  const tripSaveRef = useRef<Promise<void> | null>(null);

  useChatSession(dispatch);
  const { send, isWaiting } = useSendTurn(stateRef, tripSaveRef, dispatch);
  const chooseTrip = useTripChoice(stateRef, tripSaveRef, dispatch);
  const reset = useCallback(() => resetSession(stateRef.current.sessionId), []);

  const context = useMemo(() => travelContextOf(state.conversation), [state.conversation]);
  return {
    /** The conversation's id, once it is started or reopened. */
    sessionId: state.sessionId,
    messages: state.list.messages,
    /** The conversation as the server holds it: countries, cities, step, answers. */
    conversation: state.conversation,
    context,
    /** False until the session is created or reopened; nothing can be sent before. */
    isReady: state.ready,
    /** A reply is awaited: sending is blocked. */
    isWaiting,
    /** Sends a message (or a step button's label and action); false when it was not sent. */
    send,
    /** Keeps a city panel's choice with the conversation. */
    chooseTrip,
    /** Ends the session, starts a new one with its welcome, then reloads the page. */
    reset,
  };
}
