import { expect, test } from '@playwright/test';
import { trackApiRequests } from './support/api-requests';
import { watchForErrors } from './support/console-errors';
import { registerThroughPage, uniqueUser } from './support/users';

test('register, sign out, then sign in again with the email', async ({ page }) => {
  const errors = watchForErrors(page);
  const api = trackApiRequests(page);
  const user = uniqueUser();
  const banner = page.getByRole('banner');

  // Registration signs the user in and lands on the dashboard.
  await registerThroughPage(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(banner.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Login' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();

  // Sign Out clears the sign-in and reloads at /, once the dashboard has what it asked for.
  await api.settled();
  await banner.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  // The session cookie was revoked too: the server no longer knows this browser.
  expect((await page.request.get('/api/user')).status()).toBe(401);

  // Sign in with the email instead of the username: a full page load of the dashboard.
  await banner.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const main = page.getByRole('main');
  await main.getByLabel('Username or email').fill(user.email);
  await main.getByLabel('Password').fill(user.password);
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(banner.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  // Signed in (stored token and user), /login goes straight back to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);

  expect(errors).toEqual([]);
});
