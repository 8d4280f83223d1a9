import * as ScrollAreaPrimitive from '@radix-ui/react-scroll-area';
import { getNonce } from 'get-nonce';
import type { ComponentProps, Ref } from 'react';
import { cn } from '@/lib/utils';

/**
 * A scrollable region with a styled scrollbar. `viewportRef` reaches the element that actually
 * scrolls (to keep a chat pinned to its newest message, say).
 */
export function ScrollArea({
  className,
  children,
  viewportRef,
  viewportProps,
  ...props
}: ComponentProps<typeof ScrollAreaPrimitive.Root> & {
  viewportRef?: Ref<HTMLDivElement>;
  viewportProps?: Omit<ComponentProps<typeof ScrollAreaPrimitive.Viewport>, 'ref' | 'nonce'>;
}) {
  return (
    <ScrollAreaPrimitive.Root className={cn('relative overflow-hidden', className)} {...props}>
      <ScrollAreaPrimitive.Viewport
        ref={viewportRef}
        // The viewport injects a <style> tag; our CSP only lets it in with the page's nonce.
        nonce={getNonce()}
        {...viewportProps}
        className={cn('size-full rounded-[inherit]', viewportProps?.className)}
      >
        {children}
      </ScrollAreaPrimitive.Viewport>
      <ScrollBar />
      <ScrollAreaPrimitive.Corner />
    </ScrollAreaPrimitive.Root>
  );
}

export function ScrollBar({
  className,
  orientation = 'vertical',
  ...props
}: ComponentProps<typeof ScrollAreaPrimitive.ScrollAreaScrollbar>) {
  return (
    <ScrollAreaPrimitive.ScrollAreaScrollbar
      orientation={orientation}
      className={cn(
        'flex touch-none p-px transition-colors select-none',
        orientation === 'vertical' && 'h-full w-2.5 border-l border-l-transparent',
        orientation === 'horizontal' && 'h-2.5 flex-col border-t border-t-transparent',
        className,
      )}
      {...props}
    >
      <ScrollAreaPrimitive.ScrollAreaThumb className="relative flex-1 rounded-full bg-border" />
    </ScrollAreaPrimitive.ScrollAreaScrollbar>
  );
}
