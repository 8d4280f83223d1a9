import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST } from '@common/constants';
import { useToast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-4 pr-10 shadow-lg motion-safe:data-[state=open]:animate-toast-in motion-safe:data-[state=closed]:animate-toast-out data-[swipe=cancel]:translate-x-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] motion-safe:data-[swipe=cancel]:transition-transform motion-safe:data-[swipe=end]:animate-toast-swipe-out',
  {
    variants: {
      variant: {
        default: 'border-border bg-background text-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: {
      variant: 'default',
    },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> &
  VariantProps<typeof toastVariants>;

/** Renders the toasts raised with toast(); mounted once by the app. */
export function Toaster() {
  const { t } = useTranslation();
  const { toasts } = useToast();

  return (
    <ToastPrimitive.Provider
      label={t('toast.label')}
      duration={TOAST.durationMs}
      swipeDirection={TOAST.swipeDirection}
      swipeThreshold={TOAST.swipeThresholdPx}
    >
      {toasts.map(({ id, title, description, variant, className, ...props }) => (
        <ToastPrimitive.Root
          key={id}
          className={cn(toastVariants({ variant }), className)}
          {...props}
        >
          <div className="grid gap-1">
            {title && (
              <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            )}
            {description && (
              <ToastPrimitive.Description className="text-sm">
                {description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={t('toast.close')}
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        label={t('toast.viewportLabel')}
        hotkey={[...TOAST.hotkey]}
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
