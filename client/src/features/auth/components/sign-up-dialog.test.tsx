// @vitest-environment jsdom
// The sign-up / sign-in dialog of the chat flows, opened through the lib hook the way features
// open it, against the real API server (started from source on a fresh database). The chat's
// Book Flight journey (e2e/register-duplicate-username.spec.ts) drives it in a browser.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGN_UP_DIALOG, STORAGE_KEYS } from '@common/constants';
import { userSchema } from '@common/contracts/auth';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/components/ui/use-toast';
import { SignUpDialog } from '@/features/auth/components/sign-up-dialog';
import {
  readPendingAction,
  registerPendingActionHandler,
  type PendingAction,
} from '@/lib/pending-action';
import { SignUpDialogProvider, useSignUpDialog } from '@/lib/sign-up-dialog';
import { pointPageAt, registerUser, uniqueName } from '@/testing/real-server';
import { setUpRealServerPage } from '@/testing/real-server-page';

// The real API server for this file, the page pointed at it, the texts loaded.
const origin = setUpRealServerPage({ allTexts: true });

const unregisters: Array<() => void> = [];

afterEach(() => {
  unregisters.splice(0).forEach((unregister) => unregister());
  cleanup();
  window.localStorage.clear();
  pointPageAt(origin());
});

const bookFlight: PendingAction = {
  type: 'book-flight',
  payload: { from: 'Delhi', to: 'Tokyo' },
};

/** Stands in for a booking button of a later feature: it opens the dialog through lib. */
function BookingButton({ action }: { action?: PendingAction }) {
  const signUpDialog = useSignUpDialog();
  return (
    <button type="button" onClick={() => signUpDialog.open({ pendingAction: action })}>
      Book flight
    </button>
  );
}

function renderApp(action?: PendingAction) {
  // The toast store is global: start every test without an earlier test's toast.
  act(() => toast({ open: false }).dismiss());
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SignUpDialogProvider dialog={SignUpDialog}>
        <BookingButton action={action} />
      </SignUpDialogProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Book flight' }));
  return screen.getByRole('dialog', { name: 'Create Account' });
}

function fill(container: HTMLElement, label: string, value: string) {
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });
}

/** The handler a booking feature would register; it notes whether the dialog was still open. */
function registerBookingHandler() {
  const calls: Array<{ action: PendingAction; dialogOpen: boolean }> = [];
  unregisters.push(
    registerPendingActionHandler('book-flight', (action) =>
      calls.push({ action, dialogOpen: screen.queryByRole('dialog') !== null }),
    ),
  );
  return calls;
}

async function expectToast(title: string, description: string) {
  const toastTitle = await screen.findByText(title, { selector: 'li *' });
  const item = toastTitle.closest('li');
  if (!item) throw new Error('The toast title is not inside a toast');
  expect(within(item).getByText(description)).toBeTruthy();
}

describe('sign-up dialog', () => {
  it('signs up, closes, then resumes the pending action 100 ms later', async () => {
    const calls = registerBookingHandler();
    const dialog = renderApp(bookFlight);
    expect(readPendingAction()).toEqual(bookFlight);

    const username = uniqueName();
    fill(dialog, 'Username', username);
    fill(dialog, 'Email', `${username}@example.com`);
    fill(dialog, 'Password', 'secret-password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    await expectToast('Account created', "You've successfully signed up!");
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ action: bookFlight, dialogOpen: false });
    expect(window.localStorage.getItem(STORAGE_KEYS.pendingModalAction)).toBeNull();

    // Signed in: the token and the user the server created are stored.
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeTruthy();
    const stored = userSchema.parse(
      JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? 'null'),
    );
    expect(stored.username).toBe(username);
  });

  it('a taken username: "Account already exists", then sign-in 2 s later, filled in', async () => {
    const existing = await registerUser(origin(), { password: 'my-own-password' });
    const calls = registerBookingHandler();
    const dialog = renderApp(bookFlight);

    fill(dialog, 'Username', existing.user.username);
    fill(dialog, 'Email', `${uniqueName()}@example.com`);
    fill(dialog, 'Password', 'my-own-password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    await expectToast('Account already exists', 'Username already taken. Try signing in instead!');
    // Not at once: the switch waits SIGN_UP_DIALOG.switchToSignInDelayMs.
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeTruthy();
    const signIn = await screen.findByRole(
      'dialog',
      { name: 'Sign In' },
      { timeout: SIGN_UP_DIALOG.switchToSignInDelayMs + 2000 },
    );
    expect(within(signIn).getByLabelText('Username or email')).toHaveProperty(
      'value',
      existing.user.username,
    );

    fireEvent.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    await expectToast('Welcome back!', "You've successfully signed in!");
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.dialogOpen).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeTruthy();
  });

  it('an email in use: the same notice, and sign-in is filled in with the email', async () => {
    const existing = await registerUser(origin());
    const dialog = renderApp();

    fill(dialog, 'Username', uniqueName());
    fill(dialog, 'Email', existing.user.email);
    fill(dialog, 'Password', 'another-password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    await expectToast('Account already exists', 'Email already in use. Try signing in instead!');
    const signIn = await screen.findByRole(
      'dialog',
      { name: 'Sign In' },
      { timeout: SIGN_UP_DIALOG.switchToSignInDelayMs + 2000 },
    );
    expect(within(signIn).getByLabelText('Username or email')).toHaveProperty(
      'value',
      existing.user.email,
    );
  });

  it('sign-in with a wrong password: "Sign in failed" with the server message', async () => {
    const existing = await registerUser(origin());
    const calls = registerBookingHandler();
    renderApp(bookFlight);

    fireEvent.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    const signIn = screen.getByRole('dialog', { name: 'Sign In' });
    fill(signIn, 'Username or email', existing.user.email);
    fill(signIn, 'Password', 'not-the-password');
    fireEvent.click(within(signIn).getByRole('button', { name: 'Sign In' }));

    await expectToast('Sign in failed', 'Invalid credentials');
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeTruthy();
    expect(calls).toHaveLength(0);
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();

    // The toggle goes back to sign-up.
    fireEvent.click(screen.getByRole('button', { name: 'Need an account? Sign up' }));
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeTruthy();
  });

  it('says so when the server cannot be reached', async () => {
    const dialog = renderApp();
    // Nothing listens on port 9 (discard) on a test machine.
    pointPageAt('http://127.0.0.1:9');

    fill(dialog, 'Username', uniqueName());
    fill(dialog, 'Email', `${uniqueName()}@example.com`);
    fill(dialog, 'Password', 'secret-password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    await expectToast('Registration failed', 'Could not connect to server');

    fireEvent.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    const signIn = screen.getByRole('dialog', { name: 'Sign In' });
    fill(signIn, 'Username or email', 'someone');
    fill(signIn, 'Password', 'secret-password');
    fireEvent.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    await expectToast('Sign in failed', 'Could not connect to server');
  });

  it('checks the fields before sending anything', async () => {
    const dialog = renderApp();
    fill(dialog, 'Email', 'not-an-email');
    fill(dialog, 'Password', '123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(within(dialog).getByText('Invalid email address')).toBeTruthy();
    expect(within(dialog).getByText('Password is too short')).toBeTruthy();
    expect(within(dialog).getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses an @ in the username and a password that repeats the account, before sending', async () => {
    const dialog = renderApp();
    const submit = () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    fill(dialog, 'Username', 'dana@example.com');
    fill(dialog, 'Email', 'dana@example.com');
    fill(dialog, 'Password', 'long-enough-pass');
    submit();
    expect(await within(dialog).findByText('Username must not contain @')).toBeTruthy();

    fill(dialog, 'Username', 'DanaTravels');
    fill(dialog, 'Password', 'danatravels');
    submit();
    expect(
      await within(dialog).findByText('Password must not be your username or email'),
    ).toBeTruthy();

    fill(dialog, 'Password', '          ');
    submit();
    expect(await within(dialog).findByText('Password must not be only spaces')).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it("shows the server's refusal of a common password in the user's words", async () => {
    const dialog = renderApp();
    const username = uniqueName();
    fill(dialog, 'Username', username);
    fill(dialog, 'Email', `${username}@example.com`);
    fill(dialog, 'Password', 'Password123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    await expectToast(
      'Registration failed',
      'This password is one of the most common ones. Please choose another.',
    );
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeTruthy();
  });

  it('forgets the pending action when the dialog is dismissed', async () => {
    const calls = registerBookingHandler();
    const dialog = renderApp(bookFlight);
    expect(readPendingAction()).toEqual(bookFlight);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readPendingAction()).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
