import type { SessionBody } from '@common/contracts/chat';
import { apiRequest } from '@/lib/api-client';

/** POST /api/clear-session: forgets whatever the server holds for a new session id. */
export async function clearSession(body: SessionBody): Promise<void> {
  await apiRequest('POST', '/api/clear-session', body);
}
