// @vitest-environment jsdom
// The account form the login and register pages and the sign-up and purchase dialogs share, on
// its own against the real API server (started from source on a fresh database). The pages'
// and dialogs' own tests and journeys (e2e/register-*.spec.ts, purchase-*.spec.ts) drive it in place.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@common/constants';
import { AuthForm, loginForm, registerForm, signInForm } from '@/components/auth-form';
import { registerUser, uniqueName } from '@/testing/real-server';
import { setUpRealServerPage } from '@/testing/real-server-page';

// The real API server for this file, the page pointed at it, the texts loaded.
const origin = setUpRealServerPage({ allTexts: true });

let restoreFetch: (() => void) | undefined;

afterEach(() => {
  restoreFetch?.();
  restoreFetch = undefined;
  cleanup();
  window.localStorage.clear();
});

/** The JSON bodies the page sends to `pathname`, passed on to the server as they are. */
function recordBodies(pathname: string): unknown[] {
  const bodies: unknown[] = [];
  const passOn = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input, document.baseURI);
    if (url.pathname === pathname && typeof init?.body === 'string') {
      bodies.push(JSON.parse(init.body));
    }
    return passOn(input, init);
  });
  restoreFetch = () => vi.stubGlobal('fetch', passOn);
  return bodies;
}

function renderForm(form: ReactNode) {
  render(<QueryClientProvider client={new QueryClient()}>{form}</QueryClientProvider>);
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the register form', () => {
  function renderRegister() {
    const onSuccess = vi.fn();
    const onError = vi.fn();
    renderForm(
      <AuthForm
        form={registerForm}
        submitLabel="Create Account"
        pendingLabel="Creating account…"
        onSuccess={onSuccess}
        onError={onError}
      />,
    );
    return { onSuccess, onError };
  }

  it('announces the minimum lengths and groups the optional travel details', () => {
    renderRegister();
    expect(screen.getByLabelText('Username').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('At least 3 characters')).toBeTruthy();
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
    const details = screen.getByRole('group', { name: 'Travel details (optional)' });
    for (const label of ['Nationality', 'Destination', 'Visa type']) {
      expect(within(details).getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByLabelText('Password')).toHaveProperty('type', 'password');
    expect(screen.getByLabelText('Username').hasAttribute('required')).toBe(false);
  });

  it('refuses a confirmation that differs, before sending anything', async () => {
    const bodies = recordBodies('/api/auth/register');
    const { onError } = renderRegister();
    fill('Username', uniqueName());
    fill('Email', `${uniqueName()}@example.com`);
    fill('Password', 'secret-password');
    fill('Confirm password', 'secret-passwort');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toEqual([]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('registers without the confirmation, then stays busy for the caller to move on', async () => {
    const bodies = recordBodies('/api/auth/register');
    const { onSuccess } = renderRegister();
    const username = uniqueName();
    fill('Username', username);
    fill('Email', `${username}@example.com`);
    fill('Password', 'secret-password');
    fill('Confirm password', 'secret-password');
    fill('Destination', ' Japan ');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([
      {
        username,
        email: `${username}@example.com`,
        password: 'secret-password',
        nationality: null,
        destination: 'Japan',
        visaType: null,
      },
    ]);
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Creating account…' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});

describe('the sign-in form', () => {
  it('starts from given values, marks its fields required, and reports a refusal', async () => {
    const existing = await registerUser(origin());
    const onSuccess = vi.fn();
    const onError = vi.fn();
    renderForm(
      <AuthForm
        form={signInForm}
        defaultValues={{ usernameOrEmail: existing.user.username, password: '' }}
        submitLabel="Sign In"
        pendingLabel="Please wait..."
        markRequired
        onSuccess={onSuccess}
        onError={onError}
      />,
    );
    const login = screen.getByLabelText('Username or email');
    expect(login).toHaveProperty('value', existing.user.username);
    expect(login.hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');

    fill('Password', 'not-the-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]?.[1]).toEqual({
      usernameOrEmail: existing.user.username,
      password: 'not-the-password',
    });
    expect(onSuccess).not.toHaveBeenCalled();
    // Refused: the form can be sent again.
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveProperty('disabled', false);
  });

  // product.md §11.1: the login page names what was typed `username`, the dialogs
  // `usernameOrEmail`; both sign in.
  it.each([
    { name: 'the login page', form: loginForm, key: 'username' },
    { name: 'the dialogs', form: signInForm, key: 'usernameOrEmail' },
  ])('signs in from $name with the name as $key', async ({ form, key }) => {
    const existing = await registerUser(origin());
    const bodies = recordBodies('/api/auth/login');
    const onSuccess = vi.fn();
    renderForm(
      <AuthForm
        form={form}
        submitLabel="Sign In"
        pendingLabel="Please wait..."
        onSuccess={onSuccess}
        onError={vi.fn()}
      />,
    );
    fill('Username or email', existing.user.username);
    fill('Password', existing.password);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ [key]: existing.user.username, password: existing.password }]);
  });
});
