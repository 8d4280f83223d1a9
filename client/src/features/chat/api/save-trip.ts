import { conversationResponseSchema, type Conversation } from '@common/contracts/chat';
import type { SaveTripRequest } from '@common/contracts/conversations';
import { apiRequest } from '@/lib/api-client';

/** POST /api/chat/trip: keeps a city panel's choice with the conversation; answers it after. */
export async function saveTrip(body: SaveTripRequest): Promise<Conversation> {
  const res = await apiRequest('POST', '/api/chat/trip', body);
  return conversationResponseSchema.parse(await res.json()).conversation;
}
