import { expect, test } from '@playwright/test';
import { trackApiRequests } from './support/api-requests';
import { watchForErrors } from './support/console-errors';
import { registerWithToken } from './support/dashboard-data';
import { uniqueUser } from './support/users';

// Issue 9, product.md §8: a new account's dashboard shows every empty state, and the loading line
// while its data is on the way.

test('an empty dashboard shows every empty state', async ({ page, request }) => {
  const errors = watchForErrors(page);
  const api = trackApiRequests(page);
  const user = uniqueUser('empty');
  await registerWithToken(request, user);

  // The reservations are held back: the dashboard says it is loading meanwhile.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    '**/api/reservations',
    async (route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Username or email').fill(user.username);
  await main.getByLabel('Password').fill(user.password);
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(main.getByRole('status')).toHaveText('Loading dashboard...');
  release();
  await expect(main.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();

  // Nothing booked: no questionnaire.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const overview = main.getByRole('tabpanel', { name: 'Overview' });
  const stats = overview.locator('dl');
  await expect(stats).toContainText('Total bookings0');
  await expect(stats).toContainText('Destinations0');
  await expect(stats).toContainText('Profile completeNo');
  await expect(overview.getByText('No recent activity')).toBeVisible();

  await main.getByRole('tab', { name: 'My Trips' }).click();
  const trips = main.getByRole('tabpanel', { name: 'My Trips' });
  await expect(trips.getByRole('heading', { name: 'No trips yet' })).toBeVisible();
  await expect(trips.getByText('Start planning your first adventure!')).toBeVisible();
  await expect(trips.getByRole('link', { name: 'Plan Your First Trip' })).toHaveAttribute(
    'href',
    '/',
  );

  await main.getByRole('tab', { name: 'Documents' }).click();
  const documents = main.getByRole('tabpanel', { name: 'Documents' });
  await expect(documents.getByRole('heading', { name: 'Flight Tickets' })).toBeVisible();
  await expect(documents.getByText('No flight tickets yet')).toBeVisible();
  await expect(documents.getByRole('heading', { name: 'Hotel Vouchers' })).toBeVisible();
  await expect(documents.getByText('No hotel vouchers yet')).toBeVisible();
  await expect(documents.getByRole('checkbox')).toHaveCount(0);

  await main.getByRole('tab', { name: 'Profile' }).click();
  const profile = main.getByRole('tabpanel', { name: 'Profile' });
  const account = profile.locator('dl');
  await expect(account).toContainText(`Username${user.username}`);
  await expect(account).toContainText(`Email${user.email}`);
  await expect(account).toContainText('NationalityNot set');
  await expect(profile.getByText('No travel preferences set yet')).toBeVisible();
  await expect(profile.getByRole('link', { name: 'Complete Your Profile' })).toHaveAttribute(
    'href',
    '/',
  );

  // 'Plan Your First Trip' and 'Back to Chat' lead to the chat; 'Sign Out' signs out.
  await main.getByRole('tab', { name: 'My Trips' }).click();
  await trips.getByRole('link', { name: 'Plan Your First Trip' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await main.getByRole('link', { name: 'Back to Chat' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await api.settled();
  await main.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  // Signed out, the dashboard sends the visitor to the login page.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  expect(errors).toEqual([]);
});
