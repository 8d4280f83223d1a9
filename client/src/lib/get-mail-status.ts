import { queryOptions, useQuery } from '@tanstack/react-query';
import { mailHealthResponseSchema, type MailHealthResponse } from '@common/contracts/health';
import { apiRequest } from '@/lib/api-client';

/** GET /api/health/mail: whether the server sends mail (and its outbox counts). */
export async function getMailStatus(): Promise<MailHealthResponse> {
  const res = await apiRequest('GET', '/api/health/mail');
  return mailHealthResponseSchema.parse(await res.json());
}

export const mailStatusQueryOptions = queryOptions({
  queryKey: ['/api/health/mail'],
  queryFn: getMailStatus,
  // Set by the server's configuration: it does not change while the page is open.
  staleTime: Infinity,
});

/**
 * Whether the chat may promise an email. False until the server has said so, and when it
 * cannot be asked: then the documents are pointed to in the dashboard, which is always true.
 */
export function useMailEnabled(): boolean {
  return useQuery(mailStatusQueryOptions).data?.enabled === true;
}
