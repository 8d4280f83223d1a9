import {
  emailRequestResponseSchema,
  type CreateEmailRequest,
} from '@common/contracts/email-requests';
import { apiRequest } from '@/lib/api-client';

/** POST /api/email-requests: queues the visa checklist for the given address (202). */
export async function createEmailRequest(body: CreateEmailRequest): Promise<void> {
  const res = await apiRequest('POST', '/api/email-requests', body);
  emailRequestResponseSchema.parse(await res.json());
}
