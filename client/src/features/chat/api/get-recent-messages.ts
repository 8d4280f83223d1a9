import { recentMessagesResponseSchema, type ChatMessage } from '@common/contracts/chat';
import { apiRequest } from '@/lib/api-client';

/** GET /api/chat/messages/{sessionId}/recent: the session's latest messages, oldest first. */
export async function getRecentMessages(sessionId: string): Promise<ChatMessage[]> {
  const res = await apiRequest('GET', `/api/chat/messages/${encodeURIComponent(sessionId)}/recent`);
  return recentMessagesResponseSchema.parse(await res.json()).messages;
}
