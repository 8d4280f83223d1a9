import { expect, test } from '@playwright/test';
import { toastWithTitle } from './support/toasts';
import { registerThroughApi, uniqueUser } from './support/users';

test('a wrong password shows the login error and keeps the user on /login', async ({
  page,
  request,
}) => {
  const user = uniqueUser();
  await registerThroughApi(request, user);

  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Username or email').fill(user.username);
  await main.getByLabel('Password').fill(`${user.password}-wrong`);
  await main.getByRole('button', { name: 'Login' }).click();

  const toast = toastWithTitle(page, 'Login failed');
  await expect(toast).toBeVisible();
  await expect(toast.getByText('Invalid credentials', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});
