import { expect, test } from '@playwright/test';
import { toastWithTitle } from './support/toasts';
import { registerThroughApi, registerThroughPage, uniqueUser } from './support/users';

// The sign-up dialog's 'Account already exists' flow has no trigger in the product yet (the
// bookings that open it come later); client/src/features/auth/components/sign-up-dialog.test.tsx
// runs it against the real server.
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
