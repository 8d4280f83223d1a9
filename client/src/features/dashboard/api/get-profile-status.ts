import { useQuery } from '@tanstack/react-query';
import { profileStatusSchema, type ProfileStatus } from '@common/contracts/travel-profile';
import { apiRequest } from '@/lib/api-client';

export const profileStatusQueryKey = ['/api/user/profile-status'] as const;

/** GET /api/user/profile-status (flows §3 Profile summary: hasProfile, nationality). */
export async function getProfileStatus(): Promise<ProfileStatus> {
  const res = await apiRequest('GET', '/api/user/profile-status');
  return profileStatusSchema.parse(await res.json());
}

export function useProfileStatus({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: profileStatusQueryKey,
    queryFn: getProfileStatus,
    enabled,
    // platform §7.3: refetched on mount, not on window focus.
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
}
