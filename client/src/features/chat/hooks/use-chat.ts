import { useMutation } from '@tanstack/react-query';
import { nanoid } from 'nanoid';
import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT, PRODUCT_NAME, SESSION_ID_LENGTH } from '@common/constants';
import {
  sessionIdSchema,
  type ChatMessage,
  type CompletionResponse,
  type Conversation,
} from '@common/contracts/chat';
import type { TripSelection } from '@common/trip';
import { clearSession } from '@/features/chat/api/clear-session';
import { createCompletion } from '@/features/chat/api/create-completion';
import { getRecentMessages } from '@/features/chat/api/get-recent-messages';
import { resetChat } from '@/features/chat/api/reset-chat';
import { saveMessage } from '@/features/chat/api/save-message';
import { replyErrorKey } from '@/features/chat/utils/reply-error';
import { mirrorConversation } from '@/features/chat/utils/conversation-mirror';
import {
  appendMessage,
  createLocalMessage,
  emptyMessageList,
  listFromMessages,
  mergeRecentMessages,
  needsRecentCheck,
  type MessageList,
} from '@/features/chat/utils/message-list';
import type { ShownMessage } from '@/lib/shown-message';
import {
  buildCompletionRequest,
  outgoingText,
  type SendOptions,
} from '@/features/chat/utils/outgoing-message';
import {
  storeSessionId,
  travelContextOf,
  type TravelContext,
} from '@/features/chat/utils/travel-context';
import { currentLanguage } from '@/lib/i18n';

type ChatState = {
  sessionId: string | null;
  list: MessageList;
  /** The conversation as the server last answered it. */
  conversation: Conversation;
  /** The server knows the session (its welcome stored first): messages may be sent. */
  ready: boolean;
};

type ChatAction =
  | { type: 'started'; sessionId: string; messages: ShownMessage[]; conversation: Conversation }
  | { type: 'ready' }
  | { type: 'append'; message: ShownMessage }
  | { type: 'replied'; localUserId: string; reply: CompletionResponse }
  | { type: 'merge'; recent: ChatMessage[] }
  | { type: 'conversation'; conversation: Conversation };

function replyMessage(reply: CompletionResponse): ShownMessage {
  const local = createLocalMessage('assistant', reply.content, {
    type: reply.type,
    upsell: reply.upsell,
    metadata: { ...reply.metadata, type: reply.type, upsell: reply.upsell },
  });
  const id = reply.messageId ?? local.id;
  return { ...local, id, key: id, timestamp: reply.timestamp ?? local.timestamp };
}

/** The traveller's message takes the id the server stored it under. */
function withStoredUserId(list: MessageList, localId: string, id: string | undefined): MessageList {
  if (!id) return list;
  return {
    ...list,
    messages: list.messages.map((message) =>
      message.id === localId ? { ...message, id } : message,
    ),
  };
}

function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'started':
      return {
        sessionId: action.sessionId,
        list: listFromMessages(action.messages),
        conversation: action.conversation,
        ready: false,
      };
    case 'ready':
      return { ...state, ready: true };
    case 'append':
      return { ...state, list: appendMessage(state.list, action.message) };
    case 'replied': {
      const list = withStoredUserId(state.list, action.localUserId, action.reply.userMessageId);
      return {
        ...state,
        list: appendMessage(list, replyMessage(action.reply)),
        conversation: action.reply.conversation ?? state.conversation,
      };
    }
    case 'merge':
      return { ...state, list: mergeRecentMessages(state.list, action.recent) };
    case 'conversation':
      return { ...state, conversation: action.conversation };
  }
}

const initialState: ChatState = {
  sessionId: null,
  list: emptyMessageList,
  conversation: {},
  ready: false,
};

/** The conversation the page was opened to continue (`/?conversation=<id>`), if any. */
function reopenedSessionId(): string | null {
  const value = new URLSearchParams(window.location.search).get(CHAT.reopenParam);
  const parsed = sessionIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Loaded only when the page reopens an earlier conversation: a new chat never needs it. */
async function loadConversation(sessionId: string) {
  const { reopenConversation } = await import('@/features/chat/api/reopen-conversation');
  return reopenConversation(sessionId);
}

/** After a visa answer or offers, the recent messages are looked at 2 s later. */
function useRecentCheck(onRecent: (recent: ChatMessage[]) => void) {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  return useCallback(
    (sessionId: string) => {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        getRecentMessages(sessionId).then(onRecent, (error: unknown) =>
          console.warn('The recent-messages check failed', error),
        );
      }, CHAT.recentCheckDelayMs);
      timers.current.add(timer);
    },
    [onRecent],
  );
}

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
  const { t, i18n } = useTranslation();
  const [state, dispatch] = useReducer(chatReducer, initialState);
  const completion = useMutation({ mutationFn: createCompletion });
  // A second send in the same tick, before the mutation's pending state renders, is refused.
  const waitingRef = useRef(false);
  // A turn waits for a city choice still being kept: both change the conversation, and a turn
  // answered from the state before the choice would be refused.
  const tripSaveRef = useRef<Promise<void> | null>(null);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
    if (state.sessionId) mirrorConversation(state.conversation);
  }, [state]);

  const scheduleRecentCheck = useRecentCheck(
    useCallback((recent: ChatMessage[]) => dispatch({ type: 'merge', recent }), []),
  );

  const welcomeMessage = useCallback(
    () =>
      createLocalMessage('assistant', t('chat.welcome', { product: PRODUCT_NAME }), {
        metadata: { type: 'text', flowStep: 'greeting', language: currentLanguage(i18n) },
      }),
    [i18n, t],
  );

  const startNew = useCallback(async () => {
    const sessionId = nanoid(SESSION_ID_LENGTH);
    storeSessionId(sessionId);
    const welcome = welcomeMessage();
    startTransition(() =>
      dispatch({ type: 'started', sessionId, messages: [welcome], conversation: {} }),
    );
    try {
      await clearSession({ sessionId });
      await saveMessage({
        sessionId,
        role: 'assistant',
        content: welcome.content,
        metadata: welcome.metadata,
      });
    } catch (error) {
      console.warn('Starting the chat session on the server failed', error);
    }
    startTransition(() => dispatch({ type: 'ready' }));
  }, [welcomeMessage]);

  const startedRef = useRef(false);
  useEffect(() => {
    // Once per page view (StrictMode runs effects twice in development).
    if (startedRef.current) return;
    startedRef.current = true;
    const reopened = reopenedSessionId();
    if (!reopened) {
      void startNew();
      return;
    }
    loadConversation(reopened).then(
      ({ messages, conversation }) => {
        storeSessionId(reopened);
        startTransition(() => {
          dispatch({ type: 'started', sessionId: reopened, messages, conversation });
          dispatch({ type: 'ready' });
        });
      },
      (error: unknown) => {
        console.warn('Reopening the conversation failed', error);
        void startNew();
      },
    );
  }, [startNew]);

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
        dispatch({
          type: 'append',
          message: createLocalMessage('assistant', t(replyErrorKey(error))),
        });
      } finally {
        waitingRef.current = false;
      }
      return true;
    },
    [completion, i18n, scheduleRecentCheck, t],
  );

  const chooseTrip = useCallback((trip: TripSelection) => {
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
  }, []);

  const reset = useCallback(async () => {
    const previous = stateRef.current.sessionId;
    if (previous) {
      try {
        await resetChat({ sessionId: previous });
      } catch (error) {
        console.warn('Resetting the chat failed', error);
      }
    }
    // A new page load starts a new conversation; the address no longer names the old one.
    window.location.replace(window.location.pathname);
  }, []);

  const context = useMemo(() => travelContextOf(state.conversation), [state.conversation]);
  return {
    sessionId: state.sessionId,
    messages: state.list.messages,
    conversation: state.conversation,
    context,
    isReady: state.ready,
    isWaiting: completion.isPending,
    send,
    chooseTrip,
    reset,
  };
}
