import { Loader2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatMessageItem, preloadMarkdown } from '@/features/chat/components/chat-message-item';
import type { ShownMessage } from '@/features/chat/utils/message-list';

export function TypingIndicator() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center gap-2 px-1 text-sm text-muted-foreground">
      <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      {t('chat.typing')}
    </p>
  );
}

/**
 * The conversation as a polite live log, so screen readers announce new messages. Each new
 * message scrolls into view: a reply from its start (visa answers are long), the rest fully.
 * `renderAfter` adds what a message offers under it (its step's panel).
 */
export function ChatMessageList({
  messages,
  isWaiting,
  renderAfter,
}: {
  messages: ShownMessage[];
  isWaiting: boolean;
  renderAfter?: (message: ShownMessage) => ReactNode;
}) {
  const { t } = useTranslation();
  const lastRef = useRef<HTMLDivElement>(null);
  const typingRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  const lastKey = last?.key;
  const lastRole = last?.role;

  // Scrolling measures the page; in the next frame, that measure is the frame's own layout
  // instead of a forced one inside React's commit.
  useEffect(() => {
    if (!lastKey) return;
    const frame = requestAnimationFrame(() =>
      lastRef.current?.scrollIntoView?.({
        block: lastRole === 'assistant' ? 'start' : 'end',
        behavior: 'smooth',
      }),
    );
    return () => cancelAnimationFrame(frame);
  }, [lastKey, lastRole]);

  // A reply is on its way: its markdown parser loads meanwhile (once; later calls are free).
  useEffect(() => {
    if (isWaiting) preloadMarkdown().catch(() => undefined);
  }, [isWaiting]);

  useEffect(() => {
    if (!isWaiting) return;
    const frame = requestAnimationFrame(() =>
      typingRef.current?.scrollIntoView?.({ block: 'end', behavior: 'smooth' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [isWaiting]);

  return (
    <>
      <div
        role="log"
        aria-live="polite"
        aria-label={t('chat.messages.label')}
        className="flex flex-col gap-4"
      >
        {messages.map((message) => (
          <div key={message.key} ref={message.key === lastKey ? lastRef : undefined}>
            <ChatMessageItem message={message} />
            {renderAfter?.(message)}
          </div>
        ))}
      </div>
      {isWaiting && (
        <div ref={typingRef} className="mt-4 scroll-mb-4">
          <TypingIndicator />
        </div>
      )}
    </>
  );
}
