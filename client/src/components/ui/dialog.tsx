import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

export const Dialog = DialogPrimitive.Root;

export function DialogOverlay({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn('fixed inset-0 z-50 bg-black/60', className)}
      {...props}
    />
  );
}

/**
 * Every dialog fits the dynamic viewport from 320 × 568 up (product.md §2.3): the box never
 * grows past the screen, and what does not fit scrolls inside it (DialogBody).
 */
export const dialogBoxClassName =
  'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-lg border border-border bg-background text-foreground shadow-lg sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)]';

/**
 * The scrolling part of a dialog box; a field focused by Tab scrolls clear of a sticky footer.
 * The padding and the grid sit inside the scroller: browsers disagree on how a scroller's own
 * padding moves sticky content, and a grid given the box's definite height would squeeze its
 * rows (one with a min-height) over each other instead of scrolling.
 */
export function DialogBody({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-0 overflow-y-auto overscroll-contain has-[[data-dialog-footer]]:scroll-pb-32 sm:has-[[data-dialog-footer]]:scroll-pb-24">
      <div className="grid grid-cols-1 gap-4 p-4 sm:p-6">{children}</div>
    </div>
  );
}

/**
 * The dialog box with its backdrop; callers pass a translated `closeLabel` for the X button.
 * The body scrolls under the X, which stays in the corner of the box.
 */
export function DialogContent({
  className,
  children,
  closeLabel,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel: string }) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content className={cn(dialogBoxClassName, className)} {...props}>
        <DialogBody>{children}</DialogBody>
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 rounded-sm bg-background p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:top-4 sm:right-4"
        >
          <X className="size-4" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 pr-6 text-left', className)} {...props} />;
}

/**
 * The action buttons, kept in sight at the bottom of the box while the body scrolls. A direct
 * child of the form (or of the body) it acts for: a sticky element stays within its parent. The
 * negative margins take DialogBody's padding, so the bar covers the scrolled fields edge to edge
 * and ends where the scrolling does.
 */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-dialog-footer=""
      className={cn(
        'sticky bottom-0 z-10 -mx-4 -mb-4 flex flex-col-reverse gap-2 border-t border-border bg-background p-4 sm:-mx-6 sm:-mb-6 sm:flex-row sm:justify-end sm:px-6 sm:pb-6',
        className,
      )}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-lg leading-tight font-semibold', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
