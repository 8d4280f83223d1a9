import { conversationResponseSchema, type Conversation } from '@common/contracts/chat';
import { apiRequest } from '@/lib/api-client';

/** GET /api/chat/conversation?sessionId=: the travel context the server keeps for a session. */
export async function getConversation(sessionId: string): Promise<Conversation> {
  const query = new URLSearchParams({ sessionId });
  const res = await apiRequest('GET', `/api/chat/conversation?${query.toString()}`);
  return conversationResponseSchema.parse(await res.json()).conversation;
}
