import { Loader2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatMessageItem, preloadMarkdown } from '@/features/chat/components/chat-message-item';
import type { ShownMessage } from '@/lib/shown-message';

function TypingIndicator() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center gap-2 px-1 text-sm text-muted-foreground">
      <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      {t('chat.typing')}
    </p>
  );
}

/**
 * Scrolls `scroller` (only it: never the window or another box around it, as scrollIntoView
 * would) so that `element` starts at its top edge or ends at its bottom edge, keeping the
 * element's scroll margin.
 */
function scrollWithin(
  scroller: HTMLElement | null,
  element: HTMLElement | null,
  align: 'start' | 'end',
) {
  if (!scroller || !element) return;
  const box = scroller.getBoundingClientRect();
  const rect = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  const top =
    align === 'start'
      ? scroller.scrollTop + rect.top - box.top - parseFloat(style.scrollMarginTop || '0')
      : scroller.scrollTop + rect.bottom - box.bottom + parseFloat(style.scrollMarginBottom || '0');
  // jsdom has no element scrolling.
  scroller.scrollTo?.({ top: Math.max(0, top), behavior: 'smooth' });
}

/**
 * Scrolls `elementRef` into view within `scrollerRef` whenever `trigger` turns to something new
 * and truthy. Scrolling measures the page; in the next frame, that measure is the frame's own
 * layout instead of a forced one inside React's commit.
 */
function useScrollWithin(
  scrollerRef: RefObject<HTMLElement | null>,
  elementRef: RefObject<HTMLElement | null>,
  align: 'start' | 'end',
  trigger: unknown,
) {
  useEffect(() => {
    if (!trigger) return;
    const frame = requestAnimationFrame(() =>
      scrollWithin(scrollerRef.current, elementRef.current, align),
    );
    return () => cancelAnimationFrame(frame);
  }, [align, elementRef, scrollerRef, trigger]);
}

/**
 * The conversation as a polite live log, so screen readers announce new messages. Each new
 * message scrolls into view inside `scrollerRef` (the box the list scrolls in): a reply from its
 * start (visa answers are long), the rest fully. `renderAfter` adds what a message offers under
 * it (its step's panel).
 */
export function ChatMessageList({
  messages,
  isWaiting,
  renderAfter,
  scrollerRef,
}: {
  messages: ShownMessage[];
  isWaiting: boolean;
  renderAfter?: (message: ShownMessage) => ReactNode;
  scrollerRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const lastRef = useRef<HTMLDivElement>(null);
  const typingRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  const lastKey = last?.key;

  useScrollWithin(scrollerRef, lastRef, last?.role === 'assistant' ? 'start' : 'end', lastKey);
  useScrollWithin(scrollerRef, typingRef, 'end', isWaiting);

  // A reply is on its way: its markdown parser loads meanwhile (once; later calls are free).
  useEffect(() => {
    if (isWaiting) preloadMarkdown().catch(() => undefined);
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
          // The scroll margin keeps a little room between a reply scrolled to and the box's edge.
          <div
            key={message.key}
            ref={message.key === lastKey ? lastRef : undefined}
            className="scroll-my-4"
          >
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
