import { nanoid } from 'nanoid';
import { startTransition, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT, PRODUCT_NAME, SESSION_ID_LENGTH } from '@common/constants';
import type { ChatMessage } from '@common/contracts/chat';
import { clearSession } from '@/features/chat/api/clear-session';
import { createCompletion } from '@/features/chat/api/create-completion';
import { getChatHistory } from '@/features/chat/api/get-chat-history';
import { getRecentMessages } from '@/features/chat/api/get-recent-messages';
import { resetChat } from '@/features/chat/api/reset-chat';
import { saveMessage } from '@/features/chat/api/save-message';
import {
  adoptStoredMessage,
  appendMessage,
  createLocalMessage,
  emptyMessageList,
  historyItemToMessage,
  listFromMessages,
  mergeRecentMessages,
  needsRecentCheck,
  type MessageList,
  type ShownMessage,
} from '@/features/chat/utils/message-list';
import {
  buildCompletionRequest,
  outgoingText,
  type SendOptions,
} from '@/features/chat/utils/outgoing-message';
import {
  applyReplyMetadata,
  clearStoredTravelContext,
  emptyTravelContext,
  readStoredSessionId,
  readStoredTravelContext,
  storeSessionId,
  storeTravelContext,
  type TravelContext,
} from '@/features/chat/utils/travel-context';
import {
  clearStoredVisaQuestionnaire,
  storeVisaQuestionnaire,
} from '@/features/chat/utils/visa-questionnaire-storage';
import { currentLanguage } from '@/lib/i18n';

type ListAction =
  | { type: 'replace'; list: MessageList }
  | { type: 'append'; message: ShownMessage }
  | { type: 'adopt'; localId: string; stored: ChatMessage }
  | { type: 'merge'; recent: ChatMessage[] };

function listReducer(list: MessageList, action: ListAction): MessageList {
  switch (action.type) {
    case 'replace':
      return action.list;
    case 'append':
      return appendMessage(list, action.message);
    case 'adopt':
      return adoptStoredMessage(list, action.localId, action.stored);
    case 'merge':
      return mergeRecentMessages(list, action.recent);
  }
}

function newSessionId(): string {
  return nanoid(SESSION_ID_LENGTH);
}

export type ChatService = {
  messages: ShownMessage[];
  context: TravelContext;
  /** False until the session is created or restored; nothing can be sent before. */
  isReady: boolean;
  /** A reply is awaited: sending is blocked (flows §4 "Chat send"). */
  isWaiting: boolean;
  /** Sends a message (or a step button's label and action); false when it was not sent. */
  send: (text: string, options?: SendOptions) => Promise<boolean>;
  /** Ends the session, starts a new one with its welcome, then reloads the page. */
  reset: () => Promise<void>;
};

/**
 * The chat service (platform §4.2): one session per browser, kept across reloads, its messages,
 * the travel context the replies reveal, and the calls of platform §7.4. Saving, clearing,
 * resetting and the recent check only log their failures (platform §8).
 */
export function useChat(): ChatService {
  const { t, i18n } = useTranslation();
  const [list, dispatch] = useReducer(listReducer, emptyMessageList);
  const [context, setContext] = useState<TravelContext>(emptyTravelContext);
  const [isReady, setIsReady] = useState(false);
  const [isWaiting, setIsWaiting] = useState(false);

  // Async work reads these, not the render's values, so a reply never acts on an old closure.
  const sessionIdRef = useRef<string | null>(null);
  const contextRef = useRef<TravelContext>(emptyTravelContext);
  const listRef = useRef(list);
  const waitingRef = useRef(false);
  const resettingRef = useRef(false);
  /** Saves run one after another, so the stored order is the order shown. */
  const saveQueueRef = useRef<Promise<void>>(Promise.resolve());
  const timersRef = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    listRef.current = list;
  }, [list]);

  const updateContext = useCallback((next: TravelContext) => {
    contextRef.current = next;
    setContext(next);
    storeTravelContext(next);
  }, []);

  const welcomeMessage = useCallback(() => {
    const language = currentLanguage(i18n);
    return createLocalMessage('assistant', t('chat.welcome', { product: PRODUCT_NAME }), {
      metadata: { type: 'text', flowStep: 'greeting', language },
    });
  }, [i18n, t]);

  const enqueueSave = useCallback((sessionId: string, message: ChatMessage): Promise<void> => {
    const save = async () => {
      try {
        const stored = await saveMessage({
          sessionId,
          role: message.role,
          content: message.content,
          metadata: message.metadata,
        });
        dispatch({ type: 'adopt', localId: message.id, stored });
      } catch (error) {
        console.warn('Saving a chat message failed', error);
      }
    };
    saveQueueRef.current = saveQueueRef.current.then(save);
    return saveQueueRef.current;
  }, []);

  const checkRecentMessages = useCallback(async (sessionId: string) => {
    if (sessionIdRef.current !== sessionId) return;
    try {
      const recent = await getRecentMessages(sessionId);
      dispatch({ type: 'merge', recent });
    } catch (error) {
      console.warn('The recent-messages check failed', error);
    }
  }, []);

  const scheduleRecentCheck = useCallback(
    (sessionId: string) => {
      const timer = setTimeout(() => {
        timersRef.current.delete(timer);
        void checkRecentMessages(sessionId);
      }, CHAT.recentCheckDelayMs);
      timersRef.current.add(timer);
    },
    [checkRecentMessages],
  );

  useEffect(() => {
    const timers = timersRef.current;
    return () => {
      timers.forEach(clearTimeout);
      timers.clear();
    };
  }, []);

  const startedRef = useRef(false);
  useEffect(() => {
    // Once per page view (StrictMode runs effects twice in development).
    if (startedRef.current) return;
    startedRef.current = true;

    const restore = async (sessionId: string) => {
      sessionIdRef.current = sessionId;
      const restored = readStoredTravelContext();
      contextRef.current = restored;
      setContext(restored);
      let messages: ShownMessage[] | null = null;
      try {
        messages = (await getChatHistory(sessionId)).map(historyItemToMessage);
      } catch (error) {
        console.warn('Loading the chat history failed', error);
      }
      // Transitions: the page under the conversation re-renders in short slices, not in one
      // long task while the page starts (Lighthouse's total blocking time).
      if (messages && messages.length > 0) {
        const list = listFromMessages(messages);
        startTransition(() => dispatch({ type: 'replace', list }));
      } else {
        // Nothing stored (or unreadable): greet again rather than show an empty chat.
        const welcome = welcomeMessage();
        startTransition(() => dispatch({ type: 'replace', list: listFromMessages([welcome]) }));
        if (messages) void enqueueSave(sessionId, welcome);
      }
      startTransition(() => setIsReady(true));
    };

    const startNew = async () => {
      clearStoredTravelContext();
      clearStoredVisaQuestionnaire();
      const sessionId = newSessionId();
      storeSessionId(sessionId);
      sessionIdRef.current = sessionId;
      const welcome = welcomeMessage();
      startTransition(() => dispatch({ type: 'replace', list: listFromMessages([welcome]) }));
      try {
        await clearSession({ sessionId });
      } catch (error) {
        console.warn('Clearing the new chat session failed', error);
      }
      void enqueueSave(sessionId, welcome);
      startTransition(() => setIsReady(true));
    };

    const stored = readStoredSessionId();
    void (stored ? restore(stored) : startNew());
  }, [enqueueSave, welcomeMessage]);

  const send = useCallback(
    async (text: string, options: SendOptions = {}): Promise<boolean> => {
      const sessionId = sessionIdRef.current;
      const message = outgoingText(text, waitingRef.current || resettingRef.current);
      if (message === null || sessionId === null) return false;

      waitingRef.current = true;
      setIsWaiting(true);
      const request = buildCompletionRequest({
        sessionId,
        message,
        context: contextRef.current,
        language: currentLanguage(i18n),
        messages: listRef.current.messages,
        options,
      });
      const userMessage = createLocalMessage('user', message, {
        metadata: {
          type: 'text',
          ...(options.travelPurposes ? { travelPurposes: options.travelPurposes } : {}),
        },
      });
      dispatch({ type: 'append', message: userMessage });
      void enqueueSave(sessionId, userMessage);

      try {
        const reply = await createCompletion(request);
        const assistantMessage = createLocalMessage('assistant', reply.content, {
          type: reply.type,
          upsell: reply.upsell,
          metadata: { ...reply.metadata, type: reply.type, upsell: reply.upsell },
        });
        dispatch({ type: 'append', message: assistantMessage });
        updateContext(applyReplyMetadata(contextRef.current, reply.metadata));
        // The server's copy of the questionnaire answers is the one to keep (flows §3).
        if (reply.metadata.visaQuestionnaire) {
          storeVisaQuestionnaire(reply.metadata.visaQuestionnaire);
        }
        const saved = enqueueSave(sessionId, assistantMessage);
        if (needsRecentCheck(reply)) void saved.then(() => scheduleRecentCheck(sessionId));
      } catch (error) {
        console.warn('The assistant reply failed', error);
        dispatch({
          type: 'append',
          message: createLocalMessage('assistant', t('chat.error')),
        });
      } finally {
        waitingRef.current = false;
        setIsWaiting(false);
      }
      return true;
    },
    [enqueueSave, i18n, scheduleRecentCheck, t, updateContext],
  );

  const reset = useCallback(async () => {
    if (resettingRef.current) return;
    resettingRef.current = true;
    const previous = sessionIdRef.current;
    if (previous) {
      try {
        await resetChat({ sessionId: previous });
      } catch (error) {
        console.warn('Resetting the chat failed', error);
      }
    }
    updateContext(emptyTravelContext);
    clearStoredVisaQuestionnaire();
    const sessionId = newSessionId();
    storeSessionId(sessionId);
    sessionIdRef.current = sessionId;
    const welcome = welcomeMessage();
    try {
      await saveMessage({
        sessionId,
        role: welcome.role,
        content: welcome.content,
        metadata: welcome.metadata,
      });
    } catch (error) {
      console.warn('Saving the welcome message failed', error);
    }
    // Flows §2: the reset reloads the page, which then shows the new session's history.
    window.location.reload();
  }, [updateContext, welcomeMessage]);

  return { messages: list.messages, context, isReady, isWaiting, send, reset };
}
