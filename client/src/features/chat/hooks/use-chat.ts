import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { Conversation } from '@common/contracts/chat';
import type { TripSelection } from '@common/trip';
import { mirrorConversation } from '@/features/chat/utils/conversation-mirror';
import { useSendTurn } from '@/features/chat/hooks/use-send-turn';
import { useTripChoice } from '@/features/chat/hooks/use-trip-choice';
import { resetSession, useChatSession } from '@/features/chat/hooks/use-chat-session';
import { chatReducer, initialChatState } from '@/features/chat/hooks/chat-state';
import type { SendOptions } from '@/features/chat/utils/outgoing-message';
import { travelContextOf, type TravelContext } from '@/features/chat/utils/travel-context';
import type { ShownMessage } from '@/lib/shown-message';

export type ChatService = {
  /** The conversation's id, once it is started or reopened. */
  sessionId: string | null;
  messages: ShownMessage[];
  /** The conversation as the server holds it: countries, cities, step, answers. */
  conversation: Conversation;
  context: TravelContext;
  /** False until the session is created or reopened; nothing can be sent before. */
  isReady: boolean;
  /** A reply is awaited: sending is blocked. */
  isWaiting: boolean;
  /** Sends a message (or a step button's label and action); false when it was not sent. */
  send: (text: string, options?: SendOptions) => Promise<boolean>;
  /** Keeps a city panel's choice with the conversation. */
  chooseTrip: (trip: TripSelection) => Promise<void>;
  /** Ends the session, starts a new one with its welcome, then reloads the page. */
  reset: () => Promise<void>;
};

/**
 * The chat: one conversation per page load (or the earlier one the page was opened to
 * continue), its messages, and the conversation the server keeps. The server stores both sides
 * of every turn; the client only shows them and mirrors the conversation in storage.
 */
export function useChat(): ChatService {
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
    sessionId: state.sessionId,
    messages: state.list.messages,
    conversation: state.conversation,
    context,
    isReady: state.ready,
    isWaiting,
    send,
    chooseTrip,
    reset,
  };
}
