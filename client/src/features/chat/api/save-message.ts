import {
  saveMessageResponseSchema,
  type ChatMessage,
  type SaveMessageRequest,
} from '@common/contracts/chat';
import { apiRequest } from '@/lib/api-client';

/** POST /api/chat/messages: stores one message of the conversation and returns it with its id. */
export async function saveMessage(body: SaveMessageRequest): Promise<ChatMessage> {
  const res = await apiRequest('POST', '/api/chat/messages', body);
  return saveMessageResponseSchema.parse(await res.json()).message;
}
