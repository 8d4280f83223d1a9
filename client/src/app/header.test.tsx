// @vitest-environment jsdom
// The header with the real auth state, against the real API server (fresh database).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_EVENTS, STORAGE_KEYS } from '@common/constants';
import { Header } from '@/app/header';
import { PageActionsProvider, useRegisterChatReset } from '@/lib/page-actions';
import { registerUser } from '@/testing/real-server';
import { setUpRealServerPage } from '@/testing/real-server-page';

const origin = setUpRealServerPage();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

/** Stores a real sign-in the way a login does. */
async function storeSignIn() {
  const { user, authToken } = await registerUser(origin());
  window.localStorage.setItem(STORAGE_KEYS.authToken, authToken);
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

function ChatResetOffer({ onReset }: { onReset: () => void }) {
  useRegisterChatReset(onReset);
  return null;
}

function renderHeader(page?: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <PageActionsProvider>
        <Header />
        {page}
      </PageActionsProvider>
    </QueryClientProvider>,
  );
}

describe('Header', () => {
  it('shows the navigation links and, signed out, Login and Register', async () => {
    renderHeader();
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveProperty('pathname', '/login');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveProperty('pathname', '/');
    expect(screen.getByRole('link', { name: 'About AlgoTrip' })).toHaveProperty(
      'pathname',
      '/algotrip',
    );
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveProperty('pathname', '/blog');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveProperty('pathname', '/register');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
  });

  it('shows Dashboard and Sign Out for a stored sign-in the server confirms', async () => {
    await storeSignIn();
    renderHeader();
    expect(await screen.findByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveProperty(
      'pathname',
      '/dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('signs out a stored user the server does not know', async () => {
    await storeSignIn();
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'not-a-real-token');
    renderHeader();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('ignores a malformed stored user', async () => {
    window.localStorage.setItem(STORAGE_KEYS.user, '{"name": 42');
    renderHeader();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('re-reads the auth state on authStateChanged', async () => {
    renderHeader();
    await screen.findByRole('link', { name: 'Login' });
    await storeSignIn();
    act(() => {
      window.dispatchEvent(new Event(BROWSER_EVENTS.authStateChanged));
    });
    expect(await screen.findByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it('toggles the small-screen menu panel', async () => {
    renderHeader();
    await screen.findByRole('link', { name: 'Login' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!panel) throw new Error('aria-controls does not point at the panel');

    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    for (const name of ['Home', 'About AlgoTrip', 'Blog', 'Login', 'Register']) {
      expect(within(panel).getByRole('link', { name })).toBeTruthy();
    }

    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers New Chat only while the page registers a chat reset', async () => {
    const { unmount } = renderHeader();
    await screen.findByRole('link', { name: 'Login' });
    expect(screen.queryByRole('button', { name: 'New Chat' })).toBeNull();
    unmount();

    const onReset = vi.fn();
    renderHeader(<ChatResetOffer onReset={onReset} />);
    fireEvent.click(await screen.findByRole('button', { name: 'New Chat' }));
    expect(onReset).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = document.getElementById(
      screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-controls') ?? '',
    );
    if (!panel) throw new Error('No menu panel');
    fireEvent.click(within(panel).getByRole('button', { name: 'New Chat' }));
    expect(onReset).toHaveBeenCalledTimes(2);
  });

  it('names the language switcher with the current language', async () => {
    renderHeader();
    expect(await screen.findByRole('button', { name: 'Language: English' })).toBeTruthy();
  });
});
