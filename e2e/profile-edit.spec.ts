import { expect, test, type Page } from '@playwright/test';
import { watchForErrors } from './support/console-errors';
import { toastWithTitle } from './support/toasts';
import { registerThroughPage, uniqueUser } from './support/users';

/** Clicks Update Profile and waits for the server to answer the PATCH. */
async function saveProfile(page: Page) {
  const saved = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/user' && res.request().method() === 'PATCH',
  );
  await page.getByRole('main').getByRole('button', { name: 'Update Profile' }).click();
  expect((await saved).status()).toBe(200);
}

test('edits the profile; the changes survive a reload', async ({ page }) => {
  const errors = watchForErrors(page);
  const user = uniqueUser();
  await registerThroughPage(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/profile');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  await expect(main.getByText(user.username, { exact: true })).toBeVisible();
  await expect(main.getByText(user.email, { exact: true })).toBeVisible();

  await main.getByLabel('Nationality').fill('India');
  await main.getByLabel('Destination').fill('Japan');
  await main.getByLabel('Visa type').fill('Tourist');
  await saveProfile(page);
  await expect(toastWithTitle(page, 'Profile updated')).toBeVisible();

  await page.reload();
  await expect(main.getByLabel('Nationality')).toHaveValue('India');
  await expect(main.getByLabel('Destination')).toHaveValue('Japan');
  await expect(main.getByLabel('Visa type')).toHaveValue('Tourist');

  // An emptied field clears the stored value; the others stay.
  await main.getByLabel('Destination').fill('');
  await saveProfile(page);
  await page.reload();
  await expect(main.getByLabel('Destination')).toHaveValue('');
  await expect(main.getByLabel('Nationality')).toHaveValue('India');

  // The profile's own logout button signs out and reloads at /.
  await main.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  expect(errors).toEqual([]);
});

test('a failed save says what to do, not the title again', async ({ page }) => {
  await registerThroughPage(page, uniqueUser());
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  // A server error, whose details never reach the user.
  await page.route('**/api/user', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, json: { message: 'Internal Server Error' } })
      : route.fallback(),
  );
  const main = page.getByRole('main');
  await main.getByLabel('Nationality').fill('India');
  await main.getByRole('button', { name: 'Update Profile' }).click();

  const notice = toastWithTitle(page, 'Profile update failed');
  await expect(notice).toContainText('Please try again.');
  await expect(notice.getByText('Profile update failed')).toHaveCount(1);
});
