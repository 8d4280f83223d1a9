import type { SessionBody } from '@common/contracts/chat';
import { apiRequest } from '@/lib/api-client';

/** POST /api/chat/reset: ends the session on the server. */
export async function resetChat(body: SessionBody): Promise<void> {
  await apiRequest('POST', '/api/chat/reset', body);
}
