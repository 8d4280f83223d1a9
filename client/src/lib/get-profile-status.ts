import { useQuery, useQueryClient } from '@tanstack/react-query';
import { profileStatusSchema, type ProfileStatus } from '@common/contracts/travel-profile';
import { apiRequest } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth';

/** The dashboard and the travel-profile questionnaire share this query, so both see one answer. */
export const profileStatusQueryKey = ['/api/user/profile-status'] as const;

/** GET /api/user/profile-status (product.md §11.2). */
export async function getProfileStatus(): Promise<ProfileStatus> {
  const res = await apiRequest('GET', '/api/user/profile-status');
  return profileStatusSchema.parse(await res.json());
}

/** product.md §10.1: refetched on mount, not on window focus. */
export function useProfileStatus({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: profileStatusQueryKey,
    queryFn: getProfileStatus,
    // Decided when the query would run, not only when the component rendered: a watcher rendered
    // signed in can mount after a sign-out has cleared the cache, and its mount fetch would go
    // out without credentials (a 401 in the console).
    enabled: () => enabled && queryClient.getQueryData(currentUserQueryKey) != null,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
}
