import { useQuery } from '@tanstack/react-query';
import { profileStatusSchema, type ProfileStatus } from '@common/contracts/travel-profile';
import { apiRequest } from '@/lib/api-client';

/** The dashboard and the travel-profile questionnaire share this query, so both see one answer. */
export const profileStatusQueryKey = ['/api/user/profile-status'] as const;

/** GET /api/user/profile-status (platform §7.3). */
export async function getProfileStatus(): Promise<ProfileStatus> {
  const res = await apiRequest('GET', '/api/user/profile-status');
  return profileStatusSchema.parse(await res.json());
}

/** platform §7.3: refetched on mount, not on window focus. */
export function useProfileStatus({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: profileStatusQueryKey,
    queryFn: getProfileStatus,
    enabled,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
}
