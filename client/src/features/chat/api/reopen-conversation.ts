import type { Conversation } from '@common/contracts/chat';
import { getChatHistory } from '@/features/chat/api/get-chat-history';
import { getConversation } from '@/features/chat/api/get-conversation';
import { historyItemToMessage, type ShownMessage } from '@/features/chat/utils/message-list';

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
