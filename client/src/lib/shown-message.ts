import type { ChatMessage, Upsell } from '@common/contracts/chat';

// A chat message as the conversation shows it, shared by the chat and the flows whose panels it
// renders under a reply (product.md §3.2, §3.4).

/** A message as the list holds it: `key` stays the same when the stored id replaces a local one. */
export type ShownMessage = ChatMessage & { key: string };

/** The upsell of a reply, wherever it was stored. */
export function upsellOf(message: ChatMessage): Upsell | undefined {
  return message.upsell ?? message.metadata?.upsell;
}
