import { onlineManager, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import {
  BROWSER_EVENTS,
  CURRENT_USER_RETRIES,
  SIGNED_IN_HINT_COOKIE,
  STORAGE_KEYS,
} from '@common/constants';
import { userSchema, type User } from '@common/contracts/user';
import { apiRequest } from '@/lib/api-client';
import { findApiError, isNetworkError } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { localStore, readStoredJson, storeItem } from '@/lib/local-storage';

export const currentUserQueryKey = ['/api/user'] as const;

/** The storage keys that make up a sign-in; a change to any of them re-reads the auth state. */
const AUTH_STORAGE_KEYS: readonly string[] = [
  STORAGE_KEYS.user,
  STORAGE_KEYS.authToken,
  STORAGE_KEYS.authTokenLegacy,
];

// Storage can be unavailable (privacy mode, blocked cookies): reads then find nothing and
// writes do nothing, and the session cookie still signs the user in.
/** The user kept in local storage, or null when absent, unreadable or malformed. */
export function readStoredUser(): User | null {
  return readStoredJson(localStore()?.getItem(STORAGE_KEYS.user), userSchema);
}

/** The stored bearer token: authToken, else the legacy auth_token (product.md §2.5). */
export function readStoredToken(): string | null {
  const store = localStore();
  return (
    store?.getItem(STORAGE_KEYS.authToken) || store?.getItem(STORAGE_KEYS.authTokenLegacy) || null
  );
}

/** True when both a token and a user are stored: the login page then goes to the dashboard. */
export function hasStoredSession(): boolean {
  return readStoredToken() !== null && readStoredUser() !== null;
}

/** Saves the user; an unchanged value is not rewritten, so other tabs see no storage event. */
export function saveStoredUser(user: User): void {
  const raw = JSON.stringify(user);
  // A full or blocked storage only loses the cached copy; the server still knows the user.
  if (localStore()?.getItem(STORAGE_KEYS.user) !== raw) storeItem(STORAGE_KEYS.user, raw);
}

/** Forgets the stored sign-in: the user and both token keys. */
export function clearStoredAuth(): void {
  const store = localStore();
  for (const key of AUTH_STORAGE_KEYS) store?.removeItem(key);
}

/** True when the server's readable sign-in hint cookie is present (decision 013). */
export function hasSignedInHint(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/**
 * GET /api/user (product.md §6.3): the server's answer replaces and saves the stored user. With no
 * token the request still carries the session cookie, so a cookie sign-in is found the same way.
 * With neither a token nor the sign-in hint nobody can be signed in: the answer is null without
 * asking, so a signed-out visit sends no request that can only fail (decision 013).
 */
export async function fetchCurrentUser(): Promise<User | null> {
  const token = readStoredToken();
  if (!token && !hasSignedInHint()) {
    clearStoredAuth();
    return null;
  }
  let res: Response;
  try {
    res = await apiRequest('GET', '/api/user', undefined, { token });
  } catch (error) {
    throw new Error('Failed to fetch user', { cause: error });
  }
  const user = userSchema.parse(await res.json());
  // A sign-out (or another sign-in) while the check was on its way: its answer is about a
  // sign-in that is gone, and saving it would sign the next page in again.
  if (readStoredToken() !== token || (!token && !hasSignedInHint())) return null;
  saveStoredUser(user);
  return user;
}

/**
 * Up to CURRENT_USER_RETRIES retries, and only when the answer may change by itself: no
 * response at all or a server error. A 401 (or any other answer) signs the user out at once.
 */
export function shouldRetryCurrentUser(failureCount: number, error: unknown): boolean {
  if (failureCount >= CURRENT_USER_RETRIES) return false;
  const status = findApiError(error)?.status;
  return isNetworkError(error) || (status !== undefined && status >= 500);
}

/**
 * Shows what storage holds now, then asks the server to confirm it. A check already running
 * (perhaps sent before a sign-in, without the new token) is cancelled first, so its stale 401
 * can never sign out the user who just signed in.
 */
export async function refreshAuthState(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: currentUserQueryKey });
  queryClient.setQueryData<User | null>(currentUserQueryKey, readStoredUser());
  // Several mounted useAuth() hooks may call this for one event; they share one request. Not
  // awaited: a sign-in must not wait for the check (nor for its retries when the network is bad).
  void queryClient.invalidateQueries({ queryKey: currentUserQueryKey }, { cancelRefetch: false });
}

/**
 * After a successful login or registration (product.md §6.3): stores the token and the user,
 * fires authStateChanged and refreshes the current-user query.
 */
export async function completeSignIn(
  queryClient: QueryClient,
  { user, authToken }: { user: User; authToken: string },
): Promise<void> {
  // Without storage the session cookie set by the same response keeps the user signed in.
  storeItem(STORAGE_KEYS.authToken, authToken);
  saveStoredUser(user);
  window.dispatchEvent(new Event(BROWSER_EVENTS.authStateChanged));
  await refreshAuthState(queryClient);
}

/** Every readable cookie but the chosen language, which is the reader's, not the account's. */
function clearReadableCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name && name !== STORAGE_KEYS.languageCookie) {
      document.cookie = `${name}=; Max-Age=0; path=/`;
    }
  }
}

/**
 * Empties local storage but keeps the chosen language: the page reloads after a sign-out and
 * would otherwise fall back to the browser's language.
 */
function clearLocalStorageButLanguage(): void {
  const store = localStore();
  try {
    const language = store?.getItem(STORAGE_KEYS.languageLocalStorage);
    store?.clear();
    if (language) store?.setItem(STORAGE_KEYS.languageLocalStorage, language);
  } catch {
    // Unavailable storage holds nothing to clear.
  }
}

export type AuthState = {
  user: User | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  signOut: () => Promise<void>;
};

/**
 * The one source of the auth state (product.md §6.3). It starts loading and signed out; a stored
 * user is shown at once, then GET /api/user confirms it. A failed check clears the user and the
 * stored sign-in. The state is re-read on authStateChanged and when another tab changes storage.
 */
export function useAuth(): AuthState {
  const queryClient = useQueryClient();

  const query = useQuery<User | null>({
    queryKey: currentUserQueryKey,
    queryFn: fetchCurrentUser,
    // Without a stored user there is no initial data: the state stays loading until the check ends.
    initialData: () => readStoredUser() ?? undefined,
    // The exception to the query defaults (product.md §6.3, §10.1): checked again on every mount
    // and window focus, and retried after network and server errors.
    staleTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
    retry: shouldRetryCurrentUser,
  });

  const failed = query.isError;
  useEffect(() => {
    if (failed) clearStoredAuth();
  }, [failed]);

  useEffect(() => {
    const reread = () => void refreshAuthState(queryClient);
    const rereadOnStorage = (event: StorageEvent) => {
      // key is null when another tab cleared all of storage (its sign-out).
      if (event.key === null || AUTH_STORAGE_KEYS.includes(event.key)) reread();
    };
    window.addEventListener(BROWSER_EVENTS.authStateChanged, reread);
    window.addEventListener('storage', rereadOnStorage);
    return () => {
      window.removeEventListener(BROWSER_EVENTS.authStateChanged, reread);
      window.removeEventListener('storage', rereadOnStorage);
    };
  }, [queryClient]);

  const signOut = useCallback(async () => {
    // Started before storage is cleared so the request still carries the token to revoke.
    const logout = apiRequest('POST', '/api/logout', undefined, { token: readStoredToken() });
    // The page is leaving: a query started by a render until the reload (a dashboard list, say)
    // would go out without the sign-in just revoked and fail. Paused queries send nothing.
    onlineManager.setOnline(false);
    clearLocalStorageButLanguage();
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

  const user = failed ? null : (query.data ?? null);
  return { user, isLoading: query.isPending, isAuthenticated: user !== null, signOut };
}
