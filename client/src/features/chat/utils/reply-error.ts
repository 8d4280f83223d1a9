import { CHAT_SESSION_FULL } from '@common/contracts/chat';

/**
 * The translation key of what the chat says when a reply failed: the conversation has reached
 * the messages the server keeps (a new chat continues), or any other failure.
 */
export function replyErrorKey(error: unknown): 'chat.conversationFull' | 'chat.error' {
  // apiRequest throws `{status}: {body}` for a non-OK answer.
  const full =
    error instanceof Error &&
    error.message.startsWith('409:') &&
    error.message.includes(CHAT_SESSION_FULL);
  return full ? 'chat.conversationFull' : 'chat.error';
}
