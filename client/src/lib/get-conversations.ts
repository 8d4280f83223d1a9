import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@common/constants';
import {
  conversationListResponseSchema,
  type ConversationSummary,
} from '@common/contracts/conversations';
import { apiRequest } from '@/lib/api-client';

/** GET /api/chat/sessions: the signed-in traveller's earlier conversations, newest first. */
export async function getConversations(language: Language): Promise<ConversationSummary[]> {
  const res = await apiRequest('GET', `/api/chat/sessions?lang=${language}`);
  return conversationListResponseSchema.parse(await res.json()).conversations;
}

export function conversationsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['/api/chat/sessions', language],
    queryFn: () => getConversations(language),
  });
}

export function useConversations(language: Language, enabled: boolean) {
  return useQuery({ ...conversationsQueryOptions(language), enabled });
}
