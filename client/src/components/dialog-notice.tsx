import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';

/** A result a dialog shows inside itself as well as in a toast. */
export type DialogNoticeContent = {
  tone: 'info' | 'success' | 'error';
  title: string;
  description: string;
};

/**
 * A modal dialog hides the rest of the page (toasts included) from assistive technology, so
 * what a toast says while it is open is also said here.
 */
export function DialogNotice({ notice }: { notice: DialogNoticeContent }) {
  const error = notice.tone === 'error';
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={cn(
        'rounded-md border p-3 text-sm',
        error
          ? 'border-destructive/50 bg-destructive/10 text-destructive'
          : 'border-border bg-muted text-foreground',
      )}
    >
      <p className="font-semibold">{notice.title}</p>
      <p>{notice.description}</p>
    </div>
  );
}

/**
 * The notice a dialog shows, and `tell`, which says a result both in a toast and in the notice.
 */
export function useDialogNotice(initial: DialogNoticeContent | null = null) {
  const [notice, setNotice] = useState(initial);
  const tell = (next: DialogNoticeContent) => {
    toast({
      variant: next.tone === 'error' ? 'destructive' : 'default',
      title: next.title,
      description: next.description,
    });
    setNotice(next);
  };
  return { notice, setNotice, tell };
}
