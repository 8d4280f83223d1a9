import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * 'Chat with your travel assistant' and 'Reset chat' (product.md §3.1). Before the conversation
 * has begun the title is plain text, so the hero's heading is the page's first.
 */
export function ChatTitleBar({ isFresh, onReset }: { isFresh: boolean; onReset: () => void }) {
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
