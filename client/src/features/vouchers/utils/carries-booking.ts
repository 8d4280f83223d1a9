import type { ShownMessage } from '@/lib/shown-message';

/** A reply that confirms a booking carries it, whatever step comes next (product.md §4.5). */
export function carriesBooking(message: ShownMessage): boolean {
  return Boolean(message.metadata?.booking);
}
