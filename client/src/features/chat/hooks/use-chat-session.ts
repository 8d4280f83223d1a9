import type { TFunction } from 'i18next';
import { nanoid } from 'nanoid';
import { startTransition, useEffect, useRef, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT, PRODUCT_NAME, SESSION_ID_LENGTH, type Language } from '@common/constants';
import { sessionIdSchema } from '@common/contracts/chat';
import { clearSession } from '@/features/chat/api/clear-session';
import { resetChat } from '@/features/chat/api/reset-chat';
import { saveMessage } from '@/features/chat/api/save-message';
import type { ChatAction } from '@/features/chat/hooks/chat-state';
import { createLocalMessage, historyItemToMessage } from '@/features/chat/utils/message-list';
import { storeSessionId } from '@/features/chat/utils/travel-context';
import { currentLanguage } from '@/lib/i18n';
import type { ShownMessage } from '@/lib/shown-message';

// A conversation's start, reopening and reset (product.md §3.2).

/** The conversation the page was opened to continue (`/?conversation=<id>`), if any. */
function reopenedSessionId(): string | null {
  const value = new URLSearchParams(window.location.search).get(CHAT.reopenParam);
  const parsed = sessionIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * An earlier conversation's messages and travel context, as the server keeps them. Its calls
 * load only when the page reopens one: a new chat never needs them.
 */
async function loadConversation(sessionId: string) {
  const [{ getChatHistory }, { getConversation }] = await Promise.all([
    import('@/features/chat/api/get-chat-history'),
    import('@/features/chat/api/get-conversation'),
  ]);
  const [history, conversation] = await Promise.all([
    getChatHistory(sessionId),
    getConversation(sessionId),
  ]);
  return { messages: history.map(historyItemToMessage), conversation };
}

function welcomeMessage(t: TFunction, language: Language): ShownMessage {
  return createLocalMessage('assistant', t('chat.welcome', { product: PRODUCT_NAME }), {
    metadata: { type: 'text', flowStep: 'greeting', language },
  });
}

/**
 * A new conversation: a new session id and the welcome shown at once; nothing may be sent until
 * the server has cleared the session and stored the welcome (or failed to).
 */
async function startNew(dispatch: Dispatch<ChatAction>, welcome: ShownMessage) {
  const sessionId = nanoid(SESSION_ID_LENGTH);
  storeSessionId(sessionId);
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
}

/**
 * Starts the page's conversation once per page view: the one the address names, with its
 * history and context, or a new one when it names none or cannot be reopened.
 */
export function useChatSession(dispatch: Dispatch<ChatAction>): void {
  const { t, i18n } = useTranslation();
  const startedRef = useRef(false);
  useEffect(() => {
    // Once per page view (StrictMode runs effects twice in development).
    if (startedRef.current) return;
    startedRef.current = true;
    const startFresh = () => startNew(dispatch, welcomeMessage(t, currentLanguage(i18n)));
    const reopened = reopenedSessionId();
    if (!reopened) {
      void startFresh();
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
        void startFresh();
      },
    );
  }, [dispatch, i18n, t]);
}

/** Ends the session on the server (a failure only logged), then loads / afresh. */
export async function resetSession(sessionId: string | null): Promise<void> {
  if (sessionId) {
    try {
      await resetChat({ sessionId });
    } catch (error) {
      console.warn('Resetting the chat failed', error);
    }
  }
  // A new page load starts a new conversation; the address no longer names the old one.
  window.location.replace(window.location.pathname);
}
