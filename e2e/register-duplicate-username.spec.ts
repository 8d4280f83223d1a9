import { expect, test } from '@playwright/test';
import { toastWithTitle } from './support/toasts';
import { registerThroughApi, registerThroughPage, uniqueUser } from './support/users';

test('registering a taken username shows the server message', async ({ page, request }) => {
  const existing = uniqueUser();
  await registerThroughApi(request, existing);

  const newcomer = { ...uniqueUser(), username: existing.username };
  await registerThroughPage(page, newcomer);

  const toast = toastWithTitle(page, 'Registration failed');
  await expect(toast).toBeVisible();
  await expect(toast.getByText('Username already taken', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

// product.md §6.5: the sign-up dialog of the chat flows, opened by Book Flight after a visa-free
// answer.
test('the sign-up dialog with a taken username offers sign-in 2 s later', async ({
  page,
  request,
}) => {
  const existing = uniqueUser();
  await registerThroughApi(request, existing);

  await page.goto('/');
  const log = page.getByRole('log', { name: 'Conversation' });
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('I want to visit Japan');
  await input.press('Enter');
  await expect(log.getByRole('article', { name: 'AlgoTrip assistant' })).toHaveCount(2);
  await input.fill('I am American');
  await input.press('Enter');
  await page.getByRole('button', { name: 'Book Flight' }).click();

  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await dialog.getByLabel('Username').fill(existing.username);
  await dialog.getByLabel('Email').fill(uniqueUser().email);
  await dialog.getByLabel('Password').fill(existing.password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();

  // The open modal hides the rest of the page from assistive technology, so the dialog also
  // announces the failure itself; the toast (found by its text) is the specification's.
  const notice = dialog.getByRole('alert');
  await expect(notice).toContainText('Account already exists');
  await expect(notice).toContainText('Username already taken. Try signing in instead!');
  const toast = page
    .locator('li')
    .filter({ has: page.getByText('Account already exists', { exact: true }) });
  await expect(toast).toBeVisible();
  await expect(
    toast.getByText('Username already taken. Try signing in instead!', { exact: true }),
  ).toBeVisible();
  // Not at once: the dialog switches to sign-in after 2 s, filled in with the username.
  await expect(dialog).toBeVisible();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await expect(signIn).toBeVisible({ timeout: 5000 });
  await expect(signIn.getByLabel('Username or email')).toHaveValue(existing.username);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  // Signing in resumes the booking.
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn).toBeHidden();
  await expect(log.getByRole('article', { name: 'You' }).last()).toHaveText('Book Flight');
});
