import { HelpCircle, LifeBuoy, MapPin, MessageCircleQuestion, Zap } from 'lucide-react';
import { useId, type ReactNode, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_POPULAR_DESTINATIONS } from '@common/constants';
import {
  EXAMPLE_QUERY_KEYS,
  QUICK_START_EXAMPLE_COUNT,
  shortcutCountryKey,
  SIDEBAR_EXAMPLE_KEYS,
} from '@/features/chat/utils/chat-shortcuts';
import { cn } from '@/lib/utils';

function SidebarSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1">
      <h2
        id={headingId}
        className="px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {title}
      </h2>
      <ul className="flex flex-col gap-0.5">{children}</ul>
    </section>
  );
}

const itemClasses =
  'flex w-full items-start gap-2 rounded-md px-2 py-1.5 text-left text-sm text-foreground';

const SUPPORT_ITEMS = [
  { Icon: LifeBuoy, labelKey: 'chat.sidebar.contactSupport' },
  { Icon: HelpCircle, labelKey: 'chat.sidebar.faq' },
] as const;

function SidebarButton({
  icon,
  children,
  disabled,
  onClick,
}: {
  icon: ReactNode;
  children: string;
  disabled: boolean;
  onClick: () => void;
}) {
  // aria-disabled, not disabled: the buttons stay focusable while the assistant answers, so
  // focus is not dropped from a button just pressed and the scrolling sidebar always has
  // something to reach it by keyboard (axe's scrollable-region-focusable).
  return (
    <li>
      <button
        type="button"
        aria-disabled={disabled}
        onClick={() => {
          if (!disabled) onClick();
        }}
        className={cn(
          itemClasses,
          'transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent aria-disabled:hover:text-foreground [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0',
        )}
      >
        {icon}
        <span>{children}</span>
      </button>
    </li>
  );
}

/** The desktop sidebar of the chat page (product.md §3.1). */
export const ChatSidebar = memo(function ChatSidebar({
  disabled,
  onSend,
  className,
}: {
  disabled: boolean;
  onSend: (text: string) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const visaFor = (country: string) => t('chat.visaRequirementsFor', { country });
  const quickStart = [
    visaFor(t(shortcutCountryKey('JP'))),
    ...EXAMPLE_QUERY_KEYS.slice(0, QUICK_START_EXAMPLE_COUNT).map((key) => t(key)),
  ];
  // Each button sends its query; a popular destination shows only the country's name.
  const sections = [
    {
      title: t('chat.sidebar.quickStart'),
      icon: <Zap aria-hidden="true" />,
      items: quickStart.map((query) => ({ key: query, label: query, query })),
    },
    {
      title: t('chat.sidebar.examples'),
      icon: <MessageCircleQuestion aria-hidden="true" />,
      items: SIDEBAR_EXAMPLE_KEYS.map((key) => ({ key, label: t(key), query: t(key) })),
    },
    {
      title: t('chat.sidebar.popularDestinations'),
      icon: <MapPin aria-hidden="true" />,
      items: SIDEBAR_POPULAR_DESTINATIONS.map((code) => {
        const country = t(shortcutCountryKey(code));
        return { key: code, label: country, query: visaFor(country) };
      }),
    },
  ];

  return (
    <aside
      aria-label={t('chat.sidebar.label')}
      className={cn(
        'relative w-72 shrink-0 flex-col gap-6 overflow-y-auto border-r border-border bg-muted/40 p-4',
        className,
      )}
    >
      {sections.map(({ title, icon, items }) => (
        <SidebarSection key={title} title={title}>
          {items.map(({ key, label, query }) => (
            <SidebarButton key={key} icon={icon} disabled={disabled} onClick={() => onSend(query)}>
              {label}
            </SidebarButton>
          ))}
        </SidebarSection>
      ))}

      {/* product.md §3.1: the support items exist but have no action. */}
      <SidebarSection title={t('chat.sidebar.support')}>
        {SUPPORT_ITEMS.map(({ Icon, labelKey }) => (
          <li
            key={labelKey}
            className={cn(itemClasses, 'text-muted-foreground [&_svg]:mt-0.5 [&_svg]:size-4')}
          >
            <Icon aria-hidden="true" />
            {t(labelKey)}
          </li>
        ))}
      </SidebarSection>
    </aside>
  );
});
