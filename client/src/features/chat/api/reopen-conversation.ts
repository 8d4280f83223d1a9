import type { Conversation } from '@common/contracts/chat';
import { getChatHistory } from '@/features/chat/api/get-chat-history';
import { getConversation } from '@/features/chat/api/get-conversation';
import { historyItemToMessage } from '@/features/chat/utils/message-list';
import type { ShownMessage } from '@/lib/shown-message';

/** An earlier conversation's messages and travel context, as the server keeps them. */
export async function reopenConversation(
  sessionId: string,
): Promise<{ messages: ShownMessage[]; conversation: Conversation }> {
  const [history, conversation] = await Promise.all([
    getChatHistory(sessionId),
    getConversation(sessionId),
  ]);
  return { messages: history.map(historyItemToMessage), conversation };
}
