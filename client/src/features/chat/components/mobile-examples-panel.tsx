import { ChevronDown, Lightbulb } from 'lucide-react';
import { useId, useState, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAMPLE_QUERY_KEYS } from '@/features/chat/utils/chat-shortcuts';
import { cn } from '@/lib/utils';

/**
 * Under 768 px the sidebar gives way to this expandable list of the 16 example questions
 * (product.md §3.1). Choosing one sends it and closes the panel.
 */
export const MobileExamplesPanel = memo(function MobileExamplesPanel({
  disabled,
  onSend,
  className,
}: {
  disabled: boolean;
  onSend: (text: string) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();

  return (
    <div className={cn('border-b border-border', className)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        className="flex w-full items-center justify-between gap-2 px-4 py-3 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset"
      >
        <span className="flex items-center gap-2">
          <Lightbulb className="size-4" aria-hidden="true" />
          {t('chat.mobileExamples.toggle')}
        </span>
        <ChevronDown
          className={cn('size-4 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <ul id={panelId} hidden={!open} className="max-h-64 overflow-y-auto px-2 pb-3">
        {EXAMPLE_QUERY_KEYS.map((key) => (
          <li key={key}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => {
                setOpen(false);
                onSend(t(key));
              }}
              className="w-full rounded-md px-2 py-2 text-left text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50"
            >
              {t(key)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
});
