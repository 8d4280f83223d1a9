import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { Suspense, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCountries } from '@/lib/get-countries';
import { useChatFlowSignal } from '@/features/chat/components/chat-flow-signal';
import { ChatHero } from '@/features/chat/components/chat-hero';
import { ChatInput } from '@/features/chat/components/chat-input';
import { ChatMessageList } from '@/features/chat/components/chat-message-list';
import { ChatSidebar } from '@/features/chat/components/chat-sidebar';
import { MobileExamplesPanel } from '@/features/chat/components/mobile-examples-panel';
import {
  TravelContextBanner,
  type KnownCountry,
} from '@/features/chat/components/travel-context-banner';
import { ConversationContext } from '@/features/chat/hooks/conversation-context';
import { useChat } from '@/features/chat/hooks/use-chat';
import { useTripFlow } from '@/features/chat/hooks/use-trip-flow';
import type { StepPanelActions } from '@/features/chat/components/step-panel';
import { useChatBooking } from '@/lib/chat-booking';
import { mailStatusQueryOptions } from '@/lib/get-mail-status';
import type { ShownMessage } from '@/lib/shown-message';
import type { CountryOption } from '@common/contracts/countries';
import { hasStepPanel } from '@/features/chat/utils/panel-steps';
import { currentLanguage } from '@/lib/i18n';
import { useRegisterChatReset } from '@/lib/page-actions';
import { lazyPart } from '@/lib/lazy-part';
import { loadStepPanels } from '@/lib/step-panels';

// The step panels load with the first reply that has one, so a fresh chat (only the greeting)
// never fetches them; the panels the flows' features register for their steps
// (lib/step-panels.ts) are registered by then.
const StepPanel = lazyPart(() =>
  Promise.all([import('@/features/chat/components/step-panel'), loadStepPanels()]).then(([m]) => ({
    default: m.StepPanel,
  })),
);

/** The country a reply named, with the code it resolved it to (for the localized name). */
function knownCountry(
  name: string | null,
  messages: ShownMessage[],
  field: 'destination' | 'nationality',
): KnownCountry | null {
  if (!name) return null;
  const codeField = field === 'destination' ? 'destinationCode' : 'nationalityCode';
  const source = messages.findLast(
    (message) => message.metadata?.[field] === name && message.metadata[codeField],
  );
  return { name, code: source?.metadata?.[codeField] };
}

// One empty list, so the memoised hero and banner see the same value on every render.
const NO_COUNTRIES: CountryOption[] = [];

/** The chat home at / (product.md §3.1). */
export function ChatPage() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const chat = useChat();
  const countries = useCountries(language);
  const booking = useChatBooking(chat.send);
  const trip = useTripFlow(chat);
  // Asked at once, so the visa panels know from their first render whether to promise an email.
  useQuery(mailStatusQueryOptions);
  useChatFlowSignal(chat);

  // Stable callbacks: the page re-renders whenever an answer arrives (the countries, the
  // sign-in check); the sidebar, examples, hero, input and messages are memoised and skip it.
  const { send, reset: resetChat } = chat;
  const panelActions = useMemo<StepPanelActions>(
    () => ({ send, trip, booking }),
    [send, trip, booking],
  );
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

  const { messages } = chat;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const renderStepPanel = useCallback(
    (message: ShownMessage) =>
      hasStepPanel(message) && (
        <Suspense fallback={null}>
          <StepPanel
            message={message}
            messages={messages}
            isNewest={message.key === messages.at(-1)?.key}
            disabled={cannotSend}
            actions={panelActions}
          />
        </Suspense>
      ),
    [messages, cannotSend, panelActions],
  );

  return (
    // The page fills what the window leaves under the header (the app shell is the window's
    // height on this page); only the conversation scrolls.
    <div className="flex min-h-0 flex-1">
      <ChatSidebar disabled={cannotSend} onSend={sendText} className="hidden md:flex" />

      <div className="flex min-w-0 flex-1 flex-col">
        <MobileExamplesPanel disabled={cannotSend} onSend={sendText} className="md:hidden" />
        <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-2">
          {isFresh ? (
            <p className="text-sm font-medium text-muted-foreground">{t('chat.pageTitle')}</p>
          ) : (
            <h1 className="text-sm font-semibold text-foreground">{t('chat.pageTitle')}</h1>
          )}
          <Button variant="ghost" size="sm" onClick={reset}>
            <RotateCcw aria-hidden="true" />
            {t('chat.reset')}
          </Button>
        </div>
        <TravelContextBanner
          destination={knownCountry(chat.context.destination, chat.messages, 'destination')}
          nationality={knownCountry(chat.context.nationality, chat.messages, 'nationality')}
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
            <ConversationContext value={chat.conversation}>
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
