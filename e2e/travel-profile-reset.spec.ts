import { expect, test } from '@playwright/test';
import { watchForErrors } from './support/console-errors';
import { registerWithToken, saveProfile, signInThroughPage } from './support/dashboard-data';
import { uniqueUser } from './support/users';

// Issue 9, product.md §8.5: the preferences, the reset after its
// confirmation (the page reloads), and 'Complete Your Profile' offering the questionnaire.

test('reset the travel profile from the dashboard', async ({ page, request }) => {
  const errors = watchForErrors(page);
  const user = uniqueUser('reset');
  const token = await registerWithToken(request, user);
  await saveProfile(request, token);

  await signInThroughPage(page, user);
  const main = page.getByRole('main');
  await expect(main.getByRole('tabpanel', { name: 'Overview' }).locator('dl')).toContainText(
    'Profile completeYes',
  );

  await main.getByRole('tab', { name: 'Profile' }).click();
  const profile = main.getByRole('tabpanel', { name: 'Profile' });
  await expect(profile.getByRole('heading', { name: 'Account Information' })).toBeVisible();
  await expect(profile.getByRole('heading', { name: 'Travel Preferences' })).toBeVisible();
  const preferences = profile.locator('dl').nth(1);
  await expect(preferences).toContainText('PurposeLeisure & vacation');
  await expect(preferences).toContainText('DurationNot set');
  await expect(preferences).toContainText('BudgetMid-range ($100-300/day)');
  await expect(preferences).toContainText('InterestsCulture & History, Food & Dining');

  // The itinerary preferences kept in the browser go with the reset.
  await page.evaluate(() => localStorage.setItem('travelPreferences', '{"purpose":"food"}'));

  // Cancel keeps the profile.
  const reset = profile.getByRole('button', { name: 'Reset Travel Profile' });
  await reset.click();
  const confirm = page.getByRole('alertdialog', {
    name: 'Are you sure you want to reset your travel profile? This will allow you to create a new personalized itinerary.',
  });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(preferences).toContainText('PurposeLeisure & vacation');

  // Reset: the page reloads without a profile.
  await reset.click();
  const reloaded = page.waitForEvent('load');
  await confirm.getByRole('button', { name: 'Reset' }).click();
  await reloaded;
  await expect(main.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('travelPreferences'))).toBeNull();
  const res = await request.get('/api/user/profile', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(404);

  await main.getByRole('tab', { name: 'Profile' }).click();
  await expect(profile.getByText('No travel preferences set yet')).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Reset Travel Profile' })).toHaveCount(0);

  // 'Complete Your Profile' leads to the chat and offers the questionnaire.
  await profile.getByRole('link', { name: 'Complete Your Profile' }).click();
  await expect(page).toHaveURL(/\/$/);
  const dialog = page.getByRole('dialog', { name: 'Tell us about your travel style' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Skip for now' }).click();
  await expect(dialog).toBeHidden();

  expect(errors).toEqual([]);
});
