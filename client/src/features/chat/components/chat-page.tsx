import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryOption } from '@common/contracts/countries';
import { Button } from '@/components/ui/button';
import { useChatFlowSignal } from '@/features/chat/components/chat-flow-signal';
import { ChatHero } from '@/features/chat/components/chat-hero';
import { ChatInput } from '@/features/chat/components/chat-input';
import { ChatMessageList } from '@/features/chat/components/chat-message-list';
import { ChatSidebar } from '@/features/chat/components/chat-sidebar';
import { MobileExamplesPanel } from '@/features/chat/components/mobile-examples-panel';
import { TravelContextBanner } from '@/features/chat/components/travel-context-banner';
import { ConversationContext } from '@/features/chat/hooks/conversation-context';
import { useChat } from '@/features/chat/hooks/use-chat';
import { useStepPanelRenderer } from '@/features/chat/hooks/use-step-panel-renderer';
import { useCountries } from '@/lib/get-countries';
import { mailStatusQueryOptions } from '@/lib/get-mail-status';
import { currentLanguage } from '@/lib/i18n';
import { useRegisterChatReset } from '@/lib/page-actions';

/**
 * 'Chat with your travel assistant' and 'Reset chat' (product.md §3.1). Before the conversation
 * has begun the title is plain text, so the hero's heading is the page's first.
 */
function ChatTitleBar({ isFresh, onReset }: { isFresh: boolean; onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-2">
      {isFresh ? (
        <p className="text-sm font-medium text-muted-foreground">{t('chat.pageTitle')}</p>
      ) : (
        <h1 className="text-sm font-semibold text-foreground">{t('chat.pageTitle')}</h1>
      )}
      <Button variant="ghost" size="sm" onClick={onReset}>
        <RotateCcw aria-hidden="true" />
        {t('chat.reset')}
      </Button>
    </div>
  );
}

// One empty list, so the memoised hero and banner see the same value on every render.
const NO_COUNTRIES: CountryOption[] = [];

/** The chat home at / (product.md §3.1). */
export function ChatPage() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const chat = useChat();
  const countries = useCountries(language);
  // Asked at once, so the visa panels know from their first render whether to promise an email.
  useQuery(mailStatusQueryOptions);
  useChatFlowSignal(chat);

  // Stable callbacks: the page re-renders whenever an answer arrives (the countries, the
  // sign-in check); the sidebar, examples, hero, input and messages are memoised and skip it.
  const { send, reset: resetChat } = chat;
  const reset = useCallback(() => void resetChat(), [resetChat]);
  // The header's New Chat (and the page's own reset button) start a new conversation.
  useRegisterChatReset(reset);

  const sendText = useCallback((text: string) => void send(text), [send]);

  const cannotSend = !chat.isReady || chat.isWaiting;
  // The picker and quick buttons start a conversation; once it has begun they make way for it.
  // They show (disabled) while the new session is being set up, so nothing moves when it is.
  const isFresh =
    chat.messages.length > 0 && chat.messages.every((message) => message.role === 'assistant');
  const countryList = countries.data ?? NO_COUNTRIES;

  const scrollerRef = useRef<HTMLDivElement>(null);
  const renderStepPanel = useStepPanelRenderer(chat, cannotSend);
  // A new value only when either changes, so the memoised message list skips other renders.
  const conversationValue = useMemo(
    () => ({ conversation: chat.conversation, sessionId: chat.sessionId }),
    [chat.conversation, chat.sessionId],
  );

  return (
    // The page fills what the window leaves under the header (the app shell is the window's
    // height on this page); only the conversation scrolls.
    <div className="flex min-h-0 flex-1">
      <ChatSidebar disabled={cannotSend} onSend={sendText} className="hidden md:flex" />

      <div className="flex min-w-0 flex-1 flex-col">
        <MobileExamplesPanel disabled={cannotSend} onSend={sendText} className="md:hidden" />
        <ChatTitleBar isFresh={isFresh} onReset={reset} />
        <TravelContextBanner
          context={chat.context}
          messages={chat.messages}
          language={language}
          countries={countryList}
        />

        {/* A plain overflow container: the browser's own scrollbar, no script to load. Relative,
            so it holds the absolutely positioned visually hidden headings and legends of the
            messages too: outside it they made the document taller than the window. */}
        <div
          ref={scrollerRef}
          className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain"
        >
          <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4">
            {!chat.isReady && chat.messages.length === 0 && (
              <p role="status" className="text-muted-foreground">
                {t('chat.loading')}
              </p>
            )}
            {isFresh && (
              <ChatHero
                countries={countryList}
                isLoading={countries.isPending}
                isError={countries.isError}
                disabled={cannotSend}
                onSend={sendText}
              />
            )}
            <ConversationContext value={conversationValue}>
              <ChatMessageList
                messages={chat.messages}
                isWaiting={chat.isWaiting}
                renderAfter={renderStepPanel}
                scrollerRef={scrollerRef}
              />
            </ConversationContext>
          </div>
        </div>

        <ChatInput isWaiting={chat.isWaiting} disabled={!chat.isReady} onSend={sendText} />
      </div>
    </div>
  );
}
