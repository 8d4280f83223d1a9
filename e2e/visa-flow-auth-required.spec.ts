import { expect, test, type Page } from '@playwright/test';
import { trackApiRequests } from './support/api-requests';
import { uniqueUser } from './support/users';

// The server's httpOnly session cookie (the readable hint beside it is the page's own).
const SESSION_COOKIE = 'algotrip_session';

// product.md §3.6, auth_required and sign-in gating: when the server finds no sign-in behind
// a booking (here the sign-in ended while the page still showed the user signed in), the chat
// asks to sign in, opens the dialog by itself, and resumes the booking from auth_required.

/**
 * Console errors, except the chat's own calls while signed out: the conversation belongs to the
 * signed-in user who wrote to it, so nobody else may add to it or read it (404) until they sign
 * in again.
 */
function watchForUnexpectedErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    const path = url ? new URL(url).pathname : '';
    if (path === '/api/user' && message.text().includes('401')) return;
    // Its saves (POST /api/chat/messages) and its recent-messages check (…/{id}/recent).
    if (path.startsWith('/api/chat/messages') && message.text().includes('404')) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function say(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
}

test('a booking the server refuses for want of a sign-in resumes after signing in again', async ({
  page,
}) => {
  const errors = watchForUnexpectedErrors(page);
  const api = trackApiRequests(page);
  const user = uniqueUser();
  const res = await page.request.post('/api/auth/register', { data: user });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toHaveCount(0);
  const log = page.getByRole('log', { name: 'Conversation' });
  const replies = log.getByRole('article', { name: 'AlgoTrip assistant' });

  await say(page, 'I want to visit Japan');
  await expect(page.getByText('Destination: Japan')).toBeVisible();
  await say(page, 'I am German');
  const bookFlight = page.getByRole('button', { name: 'Book Flight' });
  await expect(bookFlight).toBeEnabled();

  // The sign-in ends behind the page's back: the server no longer sees it, while the page keeps
  // its readable signed-in hint and shows the user signed in. Only once no request is on its
  // way: a sign-in check still running would be answered 401 and sign the page out before the
  // click, which would then open the dialog without asking the server.
  await api.settled();
  await page.context().clearCookies({ name: SESSION_COOKIE });
  await bookFlight.click();

  await expect(replies.last()).toContainText('sign up or sign in');
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await expect(dialog).toBeVisible();
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('pendingModalAction'))) ?? ''),
  ).toEqual({ type: 'chat-book', payload: { service: 'flight', flowStep: 'auth_required' } });

  // The traveller signs in again with the same account.
  await dialog.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByLabel('Username or email').fill(user.username);
  await signIn.getByLabel('Password').fill(user.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn).toBeHidden();

  await expect(log.getByRole('article', { name: 'You' })).toHaveCount(4);
  await expect(log.getByRole('article', { name: 'You' }).last()).toHaveText('Book Flight');
  await expect(replies.last()).not.toContainText('sign up or sign in');
  await expect(replies.last()).toContainText('Japan');
  // The dialog opened by itself only once; the panel's button is now a record.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign up or sign in' })).toBeDisabled();

  expect(errors).toEqual([]);
});
