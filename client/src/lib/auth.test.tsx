// @vitest-environment jsdom
// The auth state against the real API server (started from source, fresh database): no mock of
// our own server, so the storage rules are checked with real tokens and real 401s.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  BROWSER_EVENTS,
  CURRENT_USER_RETRIES,
  SIGNED_IN_HINT_COOKIE,
  STORAGE_KEYS,
} from '@common/constants';
import type { User } from '@common/contracts/auth';
import { ApiError } from '@/lib/api-error';
import {
  completeSignIn,
  fetchCurrentUser,
  hasStoredSession,
  readStoredToken,
  readStoredUser,
  shouldRetryCurrentUser,
  useAuth,
} from '@/lib/auth';
import { pointPageAt, registerUser, startRealServer, type RealServer } from '@/testing/real-server';

let server: RealServer | undefined;

beforeAll(async () => {
  vi.spyOn(console, 'debug').mockImplementation(() => {});
  server = await startRealServer();
  pointPageAt(server.origin);
}, 90_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await server?.stop();
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

function origin(): string {
  if (!server) throw new Error('The server did not start');
  return server.origin;
}

function renderAuth() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => useAuth(), { wrapper }), queryClient };
}

function store(user: unknown, token?: { key: string; value: string }) {
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  if (token) window.localStorage.setItem(token.key, token.value);
}

function storedItems() {
  return [STORAGE_KEYS.user, STORAGE_KEYS.authToken, STORAGE_KEYS.authTokenLegacy].map((key) =>
    window.localStorage.getItem(key),
  );
}

describe('stored sign-in', () => {
  const user: User = {
    id: 'u1',
    username: 'ana',
    email: 'ana@example.com',
    nationality: null,
    destination: null,
    visaType: null,
    createdAt: '2025-01-01T00:00:00.000Z',
  };

  it('reads a stored user of the right shape and ignores anything else', () => {
    expect(readStoredUser()).toBeNull();
    store(user);
    expect(readStoredUser()).toEqual(user);
    window.localStorage.setItem(STORAGE_KEYS.user, '{"username": "ana"');
    expect(readStoredUser()).toBeNull();
    store({ username: 'ana' });
    expect(readStoredUser()).toBeNull();
  });

  it('reads the token from authToken, else from auth_token', () => {
    expect(readStoredToken()).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.authTokenLegacy, 'legacy');
    expect(readStoredToken()).toBe('legacy');
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'current');
    expect(readStoredToken()).toBe('current');
  });

  it('counts as a session only with both a token and a user', () => {
    store(user);
    expect(hasStoredSession()).toBe(false);
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token');
    expect(hasStoredSession()).toBe(true);
    window.localStorage.removeItem(STORAGE_KEYS.user);
    expect(hasStoredSession()).toBe(false);
  });
});

describe('current-user retries', () => {
  const failed = (cause: Error) => new Error('Failed to fetch user', { cause });

  it('never retries a 401 or another client error', () => {
    expect(
      shouldRetryCurrentUser(0, failed(new ApiError(401, '{"message":"Not signed in"}'))),
    ).toBe(false);
    expect(shouldRetryCurrentUser(0, failed(new ApiError(404, '', 'Not Found')))).toBe(false);
  });

  it(`retries network and server errors ${CURRENT_USER_RETRIES} times`, () => {
    for (const error of [failed(new TypeError('fetch failed')), failed(new ApiError(503, ''))]) {
      const attempts = Array.from({ length: CURRENT_USER_RETRIES + 1 }, (_, count) =>
        shouldRetryCurrentUser(count, error),
      );
      expect(attempts).toEqual([...Array(CURRENT_USER_RETRIES).fill(true), false]);
    }
  });

  it('does not retry an answer that breaks the contract', () => {
    const invalid = z.object({ id: z.string() }).safeParse({});
    expect(shouldRetryCurrentUser(0, invalid.error)).toBe(false);
  });
});

describe('useAuth against the server', () => {
  it('starts loading and signed out, then stays signed out without a sign-in', async () => {
    const { result } = renderAuth();
    expect(result.current.isLoading).toBe(true);
    expect(result.current.isAuthenticated).toBe(false);

    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(storedItems()).toEqual([null, null, null]);
  });

  it('asks the server only when a token or the sign-in hint cookie says a sign-in may exist', async () => {
    const userRequests = () =>
      fetchSpy.mock.calls.filter(([input]) => String(input).endsWith('/api/user')).length;
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      // Nothing stored, no hint: signed out without a request that could only answer 401.
      const first = renderAuth();
      await waitFor(() => expect(first.result.current.isLoading).toBe(false));
      expect(first.result.current.user).toBeNull();
      expect(userRequests()).toBe(0);
      cleanup();

      // The hint alone (a cookie-only sign-in): the server is asked, and its 401 signs out.
      document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
      const second = renderAuth();
      await waitFor(() => expect(second.result.current.isLoading).toBe(false));
      expect(second.result.current.isAuthenticated).toBe(false);
      expect(userRequests()).toBe(1);
    } finally {
      document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; path=/`;
      fetchSpy.mockRestore();
    }
  });

  it('shows the stored user at once, then replaces and saves the one the server confirms', async () => {
    const { user, authToken } = await registerUser(origin());
    store(
      { ...user, email: 'outdated@example.com' },
      { key: STORAGE_KEYS.authToken, value: authToken },
    );

    const { result } = renderAuth();
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.user?.email).toBe('outdated@example.com');

    await waitFor(() => expect(result.current.user?.email).toBe(user.email));
    expect(readStoredUser()).toEqual(user);
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe(authToken);
  });

  it('signs in with the legacy auth_token key too', async () => {
    const { user, authToken } = await registerUser(origin());
    window.localStorage.setItem(STORAGE_KEYS.authTokenLegacy, authToken);

    const { result } = renderAuth();
    await waitFor(() => expect(result.current.user).toEqual(user));
    expect(readStoredUser()).toEqual(user);
  });

  it('clears the user and both stored tokens when the server rejects the token', async () => {
    const { user } = await registerUser(origin());
    store(user, { key: STORAGE_KEYS.authToken, value: 'revoked-or-made-up' });
    window.localStorage.setItem(STORAGE_KEYS.authTokenLegacy, 'revoked-or-made-up');

    const { result } = renderAuth();
    expect(result.current.isAuthenticated).toBe(true);

    await waitFor(() => expect(result.current.isAuthenticated).toBe(false));
    expect(result.current.user).toBeNull();
    expect(storedItems()).toEqual([null, null, null]);
  });

  it('after a login or registration: stores the sign-in, fires authStateChanged, signs in', async () => {
    const { result, queryClient } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isAuthenticated).toBe(false);

    const events: Event[] = [];
    const listen = (event: Event) => events.push(event);
    window.addEventListener(BROWSER_EVENTS.authStateChanged, listen);
    const signIn = await registerUser(origin());
    await act(() => completeSignIn(queryClient, signIn));
    window.removeEventListener(BROWSER_EVENTS.authStateChanged, listen);

    expect(events).toHaveLength(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe(signIn.authToken);
    expect(readStoredUser()).toEqual(signIn.user);
    await waitFor(() => expect(result.current.user).toEqual(signIn.user));
    // The refreshed check, sent with the new token, keeps the user signed in.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(result.current.isAuthenticated).toBe(true);
  });

  it('keeps nothing from a check answered after the sign-in it was sent for has gone', async () => {
    const first = await registerUser(origin());
    store(first.user, { key: STORAGE_KEYS.authToken, value: first.authToken });
    // Signed out while the check is on its way (Sign Out clears storage at once).
    const afterSignOut = fetchCurrentUser();
    window.localStorage.clear();
    expect(await afterSignOut).toBeNull();
    expect(storedItems()).toEqual([null, null, null]);

    // Another account signed in meanwhile: its stored user stays.
    const second = await registerUser(origin());
    store(first.user, { key: STORAGE_KEYS.authToken, value: first.authToken });
    const afterSwitch = fetchCurrentUser();
    store(second.user, { key: STORAGE_KEYS.authToken, value: second.authToken });
    expect(await afterSwitch).toBeNull();
    expect(readStoredUser()).toEqual(second.user);

    // Unchanged, the answer is kept.
    expect(await fetchCurrentUser()).toEqual(second.user);
  });

  it('re-reads the state when another tab signs in or out', async () => {
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));

    const { user, authToken } = await registerUser(origin());
    store(user, { key: STORAGE_KEYS.authToken, value: authToken });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.authToken }));
    });
    await waitFor(() => expect(result.current.user).toEqual(user));

    window.localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    await waitFor(() => expect(result.current.isAuthenticated).toBe(false));
  });
});
