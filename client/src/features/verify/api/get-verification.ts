import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  verificationResponseSchema,
  type VerificationResponse,
} from '@common/contracts/verification';
import { apiRequest } from '@/lib/api-client';
import { findApiError } from '@/lib/api-error';

/**
 * GET /api/verify/{reference} (public): the reservation's public facts, or null when no
 * reservation has this reference (404). Other failures throw.
 */
export async function getVerification(reference: string): Promise<VerificationResponse | null> {
  try {
    const res = await apiRequest('GET', `/api/verify/${encodeURIComponent(reference)}`);
    return verificationResponseSchema.parse(await res.json());
  } catch (error) {
    if (findApiError(error)?.status === 404) return null;
    throw error;
  }
}

export function getVerificationQueryOptions(reference: string) {
  return queryOptions({
    queryKey: ['/api/verify', reference],
    queryFn: () => getVerification(reference),
  });
}

export function useVerification(reference: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getVerificationQueryOptions(reference), enabled });
}
