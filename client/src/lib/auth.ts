import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { z } from 'zod';
import { BROWSER_EVENTS, STORAGE_KEYS } from '@common/constants';
import { apiRequest } from '@/lib/api-client';
import { paths } from '@/lib/paths';

// Minimal on purpose: the accounts issue replaces it with the shared user contract.
export const storedUserSchema = z.object({
  username: z.string(),
  email: z.string().optional(),
});
export type StoredUser = z.infer<typeof storedUserSchema>;

export const authQueryKey = ['auth', 'user'] as const;

/** The user kept in local storage, or null when absent, unreadable or malformed. */
export function readStoredUser(): StoredUser | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEYS.user);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = storedUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function clearReadableCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
}

export type AuthState = {
  user: StoredUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  signOut: () => Promise<void>;
};

/**
 * The one source of the auth state (platform §4.1). It starts loading and signed out, then
 * settles on the stored user. It is re-read on authStateChanged and when another tab changes
 * storage.
 */
export function useAuth(): AuthState {
  const queryClient = useQueryClient();

  const { data: user = null, isPending } = useQuery({
    queryKey: authQueryKey,
    // The accounts issue adds the GET /api/user confirmation here; the endpoint does not exist yet.
    queryFn: async () => readStoredUser(),
  });

  useEffect(() => {
    const reread = () => void queryClient.invalidateQueries({ queryKey: authQueryKey });
    window.addEventListener(BROWSER_EVENTS.authStateChanged, reread);
    window.addEventListener('storage', reread);
    return () => {
      window.removeEventListener(BROWSER_EVENTS.authStateChanged, reread);
      window.removeEventListener('storage', reread);
    };
  }, [queryClient]);

  const signOut = useCallback(async () => {
    // Started before storage is cleared so the request still carries the token to revoke.
    const logout = apiRequest('POST', '/api/logout');
    try {
      window.localStorage.clear();
    } catch {
      // Unavailable storage holds nothing to clear.
    }
    clearReadableCookies();
    queryClient.clear();
    try {
      await logout;
    } catch {
      // Signing out locally must not depend on the server being reachable.
    }
    window.dispatchEvent(new Event(BROWSER_EVENTS.authStateChanged));
    window.location.replace(paths.home);
  }, [queryClient]);

  return { user, isLoading: isPending, isAuthenticated: user !== null, signOut };
}
