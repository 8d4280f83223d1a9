import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogBody, DialogOverlay, dialogBoxClassName } from '@/components/ui/dialog';

export type AlertDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. 'Are you sure you want to delete this booking?' (its accessible name). */
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Destructive actions get the red button. */
  destructive?: boolean;
};

/**
 * A confirmation before an action (role alertdialog): it closes only through its buttons or
 * Escape, never by a click outside, and Cancel takes the focus first.
 */
export function AlertDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = false,
}: AlertDialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          role="alertdialog"
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={dialogBoxClassName}
        >
          <DialogBody>
            <DialogPrimitive.Title className="text-lg leading-tight font-semibold">
              {title}
            </DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="text-sm text-muted-foreground">
                {description}
              </DialogPrimitive.Description>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogPrimitive.Close asChild>
                <Button variant="outline">{cancelLabel}</Button>
              </DialogPrimitive.Close>
              <Button
                variant={destructive ? 'destructive' : 'default'}
                onClick={() => {
                  onOpenChange(false);
                  onConfirm();
                }}
              >
                {confirmLabel}
              </Button>
            </div>
          </DialogBody>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
