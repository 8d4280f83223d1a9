import { cn } from '@/lib/utils';

/** A result the dialog shows inside itself as well as in a toast. */
export type BookingNoticeContent = {
  tone: 'info' | 'error';
  title: string;
  description: string;
};

/**
 * The modal dialog hides the rest of the page (toasts included) from assistive technology, so
 * what a toast says while it is open is also said here.
 */
export function BookingNotice({ notice }: { notice: BookingNoticeContent }) {
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
