// @vitest-environment jsdom
// When the questionnaire opens (platform §1, §4.3, §9), against the real API server (started
// from source on a fresh database): after purchaseCompleted the profile status is asked again
// 5 s later, and only a user with a booking or purchase and no profile is offered it.
// e2e/travel-profile-questionnaire.spec.ts walks the dialog itself in a browser.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  act,
  cleanup,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
} from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_EVENTS, STORAGE_KEYS, TRAVEL_PROFILE } from '@common/constants';
import { TravelProfileGate } from '@/features/travel-profile/components/travel-profile-gate';
import { currentUserQueryKey } from '@/lib/auth';
import { useProfileStatus } from '@/lib/get-profile-status';
import { requestTravelProfile } from '@/lib/travel-profile-request';
import { registerUser } from '@/testing/real-server';
import { setUpRealServerPage } from '@/testing/real-server-page';

const origin = setUpRealServerPage({ allTexts: true });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/** A signed-in user, as the login leaves one in storage. */
async function signIn() {
  const { user, authToken } = await registerUser(origin());
  window.localStorage.setItem(STORAGE_KEYS.authToken, authToken);
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  return authToken;
}

async function buyInsurance(token: string) {
  const res = await fetch(`${origin()}/api/purchases`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      type: 'travel-insurance',
      serviceName: 'Travel Insurance',
      metadata: {
        passengerInfo: { passengerName: 'A B', passportNumber: 'X1', phoneNumber: '123' },
      },
    }),
  });
  expect(res.status).toBe(201);
}

/** Counts the profile-status requests the page sends. */
function watchStatusRequests() {
  const times: number[] = [];
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/api/user/profile-status')) times.push(Date.now());
    return realFetch(input, init);
  });
  return { times, restore: () => vi.stubGlobal('fetch', realFetch) };
}

function renderGate() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TravelProfileGate />
    </QueryClientProvider>,
  );
}

const dialogName = 'Tell us about your travel style';

describe('the travel-profile questionnaire trigger', () => {
  it('opens 5 s after purchaseCompleted once the status shows a purchase', async () => {
    const token = await signIn();
    const status = watchStatusRequests();
    try {
      renderGate();
      // Asked on mount: nothing bought, so nothing is offered.
      await waitFor(() => expect(status.times).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByRole('dialog')).toBeNull();

      await buyInsurance(token);
      const firedAt = Date.now();
      act(() => void window.dispatchEvent(new Event(BROWSER_EVENTS.purchaseCompleted)));
      const dialog = await screen.findByRole(
        'dialog',
        { name: dialogName },
        { timeout: TRAVEL_PROFILE.statusRefetchDelayMs + 4000 },
      );
      expect(status.times).toHaveLength(2);
      expect((status.times[1] ?? 0) - firedAt).toBeGreaterThanOrEqual(
        TRAVEL_PROFILE.statusRefetchDelayMs - 50,
      );
      expect(dialog.textContent).toContain('Congratulations on your booking!');

      // 'Skip for now' closes it for the rest of the visit: a remount does not offer it again.
      fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(window.sessionStorage.getItem(TRAVEL_PROFILE.skippedSessionKey)).not.toBeNull();
      cleanup();
      renderGate();
      await waitFor(() => expect(status.times).toHaveLength(3));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByRole('dialog')).toBeNull();

      // 'Complete Your Profile' asks for it again at once.
      act(() => void window.dispatchEvent(new Event(TRAVEL_PROFILE.openRequestEvent)));
      expect(await screen.findByRole('dialog', { name: dialogName })).toBeTruthy();
      expect(window.sessionStorage.getItem(TRAVEL_PROFILE.skippedSessionKey)).toBeNull();
    } finally {
      status.restore();
    }
  }, 30_000);

  it("opens for a 'Complete Your Profile' made before it was listening, once", async () => {
    await signIn();
    // The dashboard's click can come before the watcher has mounted (it loads on its own).
    requestTravelProfile();
    renderGate();
    expect(await screen.findByRole('dialog', { name: dialogName })).toBeTruthy();

    // Taken: the next watcher, with nothing bought, offers nothing.
    cleanup();
    renderGate();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 30_000);

  it('asks the status only while a signed-in user is in the cache, whatever the render said', async () => {
    const { user } = await registerUser(origin());
    const status = watchStatusRequests();
    try {
      // Rendered as signed in, but the sign-out has already cleared the cache (a watcher whose
      // mount came after it): no request without credentials.
      const client = new QueryClient();
      const { rerender } = renderHook(
        ({ signedIn }: { signedIn: boolean }) => useProfileStatus({ enabled: signedIn }),
        {
          initialProps: { signedIn: true },
          wrapper: ({ children }) => (
            <QueryClientProvider client={client}>{children}</QueryClientProvider>
          ),
        },
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(status.times).toEqual([]);

      // A sign-in: the user in the cache, and the render says so.
      rerender({ signedIn: false });
      act(() => void client.setQueryData(currentUserQueryKey, user));
      rerender({ signedIn: true });
      await waitFor(() => expect(status.times).toHaveLength(1));
    } finally {
      status.restore();
    }
  });

  it('stays closed for a signed-out visitor and never asks the status', async () => {
    const status = watchStatusRequests();
    try {
      renderGate();
      act(() => void window.dispatchEvent(new Event(BROWSER_EVENTS.purchaseCompleted)));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(status.times).toEqual([]);
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      status.restore();
    }
  });
});
