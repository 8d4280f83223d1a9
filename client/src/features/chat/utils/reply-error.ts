import { CHAT_SESSION_FULL } from '@common/contracts/chat';
import { findApiError } from '@/lib/api-error';

/**
 * The translation key of what the chat says when a reply failed: the conversation has reached
 * the messages the server keeps (a new chat continues), or any other failure.
 */
export function replyErrorKey(error: unknown): 'chat.conversationFull' | 'chat.error' {
  const failure = findApiError(error);
  const full = failure?.status === 409 && failure.serverMessage === CHAT_SESSION_FULL;
  return full ? 'chat.conversationFull' : 'chat.error';
}
