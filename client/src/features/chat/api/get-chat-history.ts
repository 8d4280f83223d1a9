import { historyResponseSchema, type HistoryItem } from '@common/contracts/chat';
import { apiRequest } from '@/lib/api-client';

/** GET /api/chat/history?sessionId=: every stored message of the session, oldest first. */
export async function getChatHistory(sessionId: string): Promise<HistoryItem[]> {
  const query = new URLSearchParams({ sessionId });
  const res = await apiRequest('GET', `/api/chat/history?${query.toString()}`);
  return historyResponseSchema.parse(await res.json());
}
