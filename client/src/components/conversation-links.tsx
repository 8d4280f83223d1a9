import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CHAT } from '@common/constants';
import type { ConversationSummary } from '@common/contracts/conversations';
import { currentLanguage } from '@/lib/i18n';

/** The address that opens the chat on an earlier conversation. */
export function reopenHref(sessionId: string): string {
  return `/?${new URLSearchParams({ [CHAT.reopenParam]: sessionId }).toString()}`;
}

/**
 * Earlier conversations as links, newest first, each with its first message, destination and
 * date. A link is a full page load: the chat then continues that conversation where it stopped.
 */
export function ConversationLinks({
  conversations,
  emptyText,
}: {
  conversations: readonly ConversationSummary[];
  emptyText: string;
}) {
  const { i18n } = useTranslation();
  if (conversations.length === 0) {
    return <p className="px-2 text-sm text-muted-foreground">{emptyText}</p>;
  }
  const dates = new Intl.DateTimeFormat(currentLanguage(i18n), { dateStyle: 'medium' });
  return (
    <ul className="flex flex-col gap-0.5">
      {conversations.map((conversation) => {
        const date = dates.format(new Date(conversation.updatedAt));
        return (
          <li key={conversation.sessionId}>
            <a
              href={reopenHref(conversation.sessionId)}
              className="flex w-full items-start gap-2 rounded-md px-2 py-1.5 text-left text-sm text-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0"
            >
              <History aria-hidden="true" />
              <span className="flex min-w-0 flex-col">
                <span className="truncate">{conversation.title}</span>
                <span className="text-xs text-muted-foreground">
                  {conversation.destination ? `${conversation.destination} · ${date}` : date}
                </span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
