import {
  completionResponseSchema,
  type CompletionRequest,
  type CompletionResponse,
} from '@common/contracts/chat';
import { apiRequest } from '@/lib/api-client';

/** POST /api/chat/completions: the assistant's reply to one message or step button. */
export async function createCompletion(body: CompletionRequest): Promise<CompletionResponse> {
  const res = await apiRequest('POST', '/api/chat/completions', body);
  return completionResponseSchema.parse(await res.json());
}
