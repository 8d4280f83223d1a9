// @vitest-environment jsdom
// When the questionnaire opens (product.md §7.2), against the real API server (started
// from source on a fresh database): after purchaseCompleted the profile status is asked again
// 5 s later, and only a user with a booking or purchase and no profile is offered it; never
// over a step panel of the chat's own, and never again to an account that skipped it.
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
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_EVENTS, STORAGE_KEYS, TRAVEL_PROFILE } from '@common/constants';
import {
  PROFILE_QUESTIONS,
  profileStatusSchema,
  type ProfileStatus,
} from '@common/contracts/travel-profile';
import { TravelProfileGate } from '@/features/travel-profile/components/travel-profile-gate';
import {
  isTravelProfileDue,
  useTravelProfileTrigger,
} from '@/features/travel-profile/hooks/use-travel-profile-trigger';
import { currentUserQueryKey } from '@/lib/auth';
import { holdChatFlow } from '@/lib/chat-flow-busy';
import { profileStatusQueryKey, useProfileStatus } from '@/lib/get-profile-status';
import { requestTravelProfile } from '@/lib/travel-profile-request';
import { chatThroughWizard } from '@/testing/chat-wizard';
import { registerUser } from '@/testing/real-server';
import { setUpRealServerPage } from '@/testing/real-server-page';

const origin = setUpRealServerPage({ allTexts: true });

const releases: (() => void)[] = [];
/** The chat page showing a step panel (its preference wizard), until the test ends it. */
function chatFlowOpen(): () => void {
  const release = holdChatFlow();
  releases.push(release);
  return () => act(release);
}

afterEach(() => {
  cleanup();
  for (const release of releases.splice(0)) release();
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

/** What the server says now, asked outside the page. */
async function serverStatus(token: string): Promise<ProfileStatus> {
  const res = await fetch(`${origin()}/api/user/profile-status`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return profileStatusSchema.parse(await res.json());
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

/** A page's query cache: a new one is a new tab or visit. */
function newPage() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  /** Resolves once the page has this many answers to its profile-status question. */
  const statusAnswers = (count: number, timeout = 10_000) =>
    waitFor(
      () => expect(client.getQueryState(profileStatusQueryKey)?.dataUpdateCount ?? 0).toBe(count),
      { timeout },
    );
  return { client, wrapper, statusAnswers };
}

function renderGate() {
  const page = newPage();
  render(<TravelProfileGate />, { wrapper: page.wrapper });
  return page;
}

function renderTrigger() {
  const page = newPage();
  const hook = renderHook(() => useTravelProfileTrigger(), { wrapper: page.wrapper });
  return { ...page, ...hook };
}

const dialogName = 'Tell us about your travel style';

describe('isTravelProfileDue', () => {
  const status = (overrides: Partial<ProfileStatus> = {}): ProfileStatus => ({
    hasProfile: false,
    missing: [...PROFILE_QUESTIONS],
    nationality: null,
    hasCompletedBooking: true,
    skipped: false,
    ...overrides,
  });
  const plain = { requested: false, dismissed: false };

  const complete = { hasProfile: true, missing: [] };
  const partial = { hasProfile: true, missing: ['travelStyle' as const] };

  it('is due after a booking, unless the profile is complete or the account skipped it', () => {
    expect(isTravelProfileDue(undefined, plain)).toBe(false);
    expect(isTravelProfileDue(status(), plain)).toBe(true);
    expect(isTravelProfileDue(status({ hasCompletedBooking: false }), plain)).toBe(false);
    expect(isTravelProfileDue(status(complete), plain)).toBe(false);
    // A profile the chat started still has questions to ask.
    expect(isTravelProfileDue(status(partial), plain)).toBe(true);
    expect(isTravelProfileDue(status({ ...partial, skipped: true }), plain)).toBe(false);
    expect(isTravelProfileDue(status({ skipped: true }), plain)).toBe(false);
    expect(isTravelProfileDue(status(), { requested: false, dismissed: true })).toBe(false);
  });

  it('is due when asked for, booking or skip notwithstanding, but not over a complete profile', () => {
    const asked = { requested: true, dismissed: false };
    expect(isTravelProfileDue(status({ hasCompletedBooking: false }), asked)).toBe(true);
    expect(isTravelProfileDue(status({ skipped: true }), asked)).toBe(true);
    expect(isTravelProfileDue(status(partial), asked)).toBe(true);
    expect(isTravelProfileDue(status(complete), asked)).toBe(false);
  });
});

describe('the travel-profile questionnaire trigger', () => {
  it('opens 5 s after purchaseCompleted once the status shows a purchase', async () => {
    const token = await signIn();
    const status = watchStatusRequests();
    try {
      const page = renderGate();
      // Asked on mount: nothing bought, so nothing is offered.
      await page.statusAnswers(1);
      expect(page.client.getQueryData(profileStatusQueryKey)).toMatchObject({
        hasCompletedBooking: false,
      });
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

      // 'Skip for now' closes it, and the account keeps the skip.
      fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(async () => expect((await serverStatus(token)).skipped).toBe(true));
    } finally {
      status.restore();
    }
  }, 30_000);

  it('waits while the chat shows a step panel, and opens when that flow ends', async () => {
    const token = await signIn();
    await buyInsurance(token);
    const endFlow = chatFlowOpen();
    const trigger = renderTrigger();
    // Due (the status says so), but the chat's wizard is open: it waits.
    await trigger.statusAnswers(1);
    expect(trigger.client.getQueryData(profileStatusQueryKey)).toMatchObject({
      hasProfile: false,
      hasCompletedBooking: true,
      skipped: false,
    });
    expect(trigger.result.current.open).toBe(false);

    // The wizard ends (or the traveller leaves the chat): the status is asked again (the
    // wizard may have answered some questions), then it opens, and stays open when the chat
    // starts another step behind it.
    endFlow();
    expect(trigger.result.current.open).toBe(false);
    await trigger.statusAnswers(2);
    await waitFor(() => expect(trigger.result.current.open).toBe(true));
    chatFlowOpen();
    trigger.rerender();
    expect(trigger.result.current.open).toBe(true);
  }, 30_000);

  it("asks the status again when the chat's wizard ends, and offers only what is left", async () => {
    const token = await signIn();
    await buyInsurance(token);
    const endFlow = chatFlowOpen();
    const trigger = renderTrigger();
    await trigger.statusAnswers(1);
    expect(trigger.client.getQueryData(profileStatusQueryKey)).toMatchObject({
      hasProfile: false,
      missing: [...PROFILE_QUESTIONS],
    });

    // The wizard the booking started is completed in the chat: it fills part of the profile.
    await chatThroughWizard(origin(), token, {
      purpose: 'business',
      duration: 'short',
      budget: 'mid',
      interests: ['shopping'],
    });
    endFlow();
    await trigger.statusAnswers(2);
    await waitFor(() => expect(trigger.result.current.open).toBe(true));
    expect(trigger.result.current.hasProfile).toBe(true);
    expect(trigger.client.getQueryData(profileStatusQueryKey)).toMatchObject({
      missing: ['travelStyle', 'ageGroup', 'accommodationPreferences', 'transportationPreferences'],
    });
  }, 30_000);

  it('is not offered, even when asked for, once the profile has every answer', async () => {
    const token = await signIn();
    await buyInsurance(token);
    const saved = await fetch(`${origin()}/api/user/profile`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        travelPurpose: 'leisure',
        budgetRange: 'flexible',
        travelStyle: 'solo',
        ageGroup: '65+',
        accommodationPreferences: 'hotel',
        transportationPreferences: 'taxi',
      }),
    });
    expect(saved.status).toBe(201);
    const trigger = renderTrigger();
    await trigger.statusAnswers(1);
    expect(trigger.client.getQueryData(profileStatusQueryKey)).toMatchObject({ missing: [] });
    act(() => requestTravelProfile());
    expect(trigger.result.current.open).toBe(false);
  }, 30_000);

  it('is not offered again after a skip, in a new tab or visit', async () => {
    const token = await signIn();
    await buyInsurance(token);
    const first = renderTrigger();
    await waitFor(() => expect(first.result.current.open).toBe(true));
    act(() => first.result.current.skip());
    expect(first.result.current.open).toBe(false);
    await waitFor(async () => expect((await serverStatus(token)).skipped).toBe(true));

    // A new page asks the server afresh (sessionStorage goes with the tab): still skipped.
    first.unmount();
    window.sessionStorage.clear();
    const second = renderTrigger();
    await second.statusAnswers(1);
    expect(second.client.getQueryData(profileStatusQueryKey)).toMatchObject({ skipped: true });
    expect(second.result.current.open).toBe(false);

    // A later purchase does not undo it: the refetch 5 s later still says skipped.
    await buyInsurance(token);
    act(() => void window.dispatchEvent(new Event(BROWSER_EVENTS.purchaseCompleted)));
    await second.statusAnswers(2, TRAVEL_PROFILE.statusRefetchDelayMs + 5000);
    expect(second.result.current.open).toBe(false);

    // 'Complete Your Profile' is an explicit request: it opens at once, skip or chat flow.
    chatFlowOpen();
    act(() => requestTravelProfile());
    expect(second.result.current.open).toBe(true);
  }, 30_000);

  it("opens for a 'Complete Your Profile' made before it was listening, once", async () => {
    await signIn();
    // The dashboard's click can come before the watcher has mounted (it loads on its own).
    requestTravelProfile();
    renderGate();
    expect(await screen.findByRole('dialog', { name: dialogName })).toBeTruthy();

    // Taken: the next watcher, with nothing bought, offers nothing.
    cleanup();
    const next = renderTrigger();
    await next.statusAnswers(1);
    expect(next.result.current.open).toBe(false);
  }, 30_000);

  it('asks the status only while a signed-in user is in the cache, whatever the render said', async () => {
    const { user } = await registerUser(origin());
    const status = watchStatusRequests();
    try {
      // Rendered as signed in, but the sign-out has already cleared the cache (a watcher whose
      // mount came after it): no request without credentials. A mount fetch would have started
      // within the render's effects.
      const { client, wrapper } = newPage();
      const { rerender } = renderHook(
        ({ signedIn }: { signedIn: boolean }) => useProfileStatus({ enabled: signedIn }),
        { initialProps: { signedIn: true }, wrapper },
      );
      expect(client.getQueryState(profileStatusQueryKey)?.fetchStatus).toBe('idle');
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
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const trigger = renderTrigger();
      act(() => void window.dispatchEvent(new Event(BROWSER_EVENTS.purchaseCompleted)));
      // Past the moment a signed-in watcher would have asked again.
      await act(() => vi.advanceTimersByTimeAsync(TRAVEL_PROFILE.statusRefetchDelayMs + 1000));
      expect(status.times).toEqual([]);
      expect(trigger.client.getQueryState(profileStatusQueryKey)?.fetchStatus).toBe('idle');
      expect(trigger.result.current.open).toBe(false);
    } finally {
      vi.useRealTimers();
      status.restore();
    }
  });
});
