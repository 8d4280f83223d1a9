import { Bot, User } from 'lucide-react';
import { Suspense, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@common/constants';
import { upsellOf, type ShownMessage } from '@/lib/shown-message';
import { lazyPart } from '@/lib/lazy-part';
import { cn } from '@/lib/utils';

// The markdown parser is the largest part of the page; it loads while the first reply is on its
// way (the greeting is plain text), and until it has, a reply shows as plain text. Once loaded it
// renders without suspending: a reply that suspended could stay plain text for React's reveal
// throttle while a later reply already showed as markdown.
const MarkdownContent = lazyPart(
  () =>
    import('@/features/chat/components/markdown-content').then((m) => ({
      default: m.MarkdownContent,
    })),
  { withTexts: false },
);

// The add-on offers (and the purchase data they open the dialog with) show only under some
// replies: they load with the markdown parser, while the first reply is on its way.
const OfferCards = lazyPart(
  () => import('@/features/chat/components/offer-cards').then((m) => ({ default: m.OfferCards })),
  { withTexts: false },
);

/** Loads the markdown parser and the offers before the reply that needs them arrives. */
export function preloadMarkdown(): Promise<void> {
  return Promise.all([MarkdownContent.preload(), OfferCards.preload()]).then(() => undefined);
}

export function isMarkdownLoaded(): boolean {
  return MarkdownContent.isLoaded();
}

function PlainText({ content }: { content: string }) {
  return <p className="break-words whitespace-pre-wrap">{content}</p>;
}

/** One message: the traveller's as plain text, the assistant's as markdown with its offers. */
export const ChatMessageItem = memo(function ChatMessageItem({
  message,
}: {
  message: ShownMessage;
}) {
  const { t } = useTranslation();
  const fromUser = message.role === 'user';
  const upsell = fromUser ? undefined : upsellOf(message);
  // The greeting is our own fixed text: it follows the UI language, whichever it was saved in.
  const isGreeting = !fromUser && message.metadata?.flowStep === 'greeting';
  const content = isGreeting ? t('chat.welcome', { product: PRODUCT_NAME }) : message.content;
  const Icon = fromUser ? User : Bot;
  const sender = fromUser
    ? t('chat.messages.you')
    : t('chat.messages.assistant', { product: PRODUCT_NAME });

  return (
    <article
      aria-label={sender}
      className={cn('flex items-start gap-3', fromUser && 'flex-row-reverse')}
      data-role={message.role}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-1 flex size-8 shrink-0 items-center justify-center rounded-full',
          fromUser
            ? 'bg-primary text-primary-foreground'
            : 'bg-secondary text-secondary-foreground',
        )}
      >
        <Icon className="size-4" />
      </span>
      <div className={cn('min-w-0', fromUser ? 'max-w-[85%]' : 'w-full max-w-[95%] md:max-w-3xl')}>
        <div
          className={cn(
            'rounded-lg px-4 py-3 text-sm leading-relaxed',
            fromUser ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
          )}
        >
          {fromUser || isGreeting ? (
            // Plain text: whatever a traveller types shows exactly as typed, never as markup;
            // the greeting has no markup.
            <PlainText content={content} />
          ) : (
            <Suspense fallback={<PlainText content={content} />}>
              <MarkdownContent content={content} />
            </Suspense>
          )}
        </div>
        {upsell && (
          <Suspense fallback={null}>
            <OfferCards upsell={upsell} />
          </Suspense>
        )}
      </div>
    </article>
  );
});
