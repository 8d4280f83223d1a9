import { expect, test } from '@playwright/test';
import { watchForErrors } from './support/console-errors';
import { registerThroughPage, uniqueUser } from './support/users';

test('a signed-in user who opens /login or /register lands on the dashboard', async ({ page }) => {
  const errors = watchForErrors(page);
  await registerThroughPage(page, uniqueUser());
  await expect(page).toHaveURL(/\/dashboard$/);

  for (const path of ['/register', '/login']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Create Account' })).toHaveCount(0);
  }

  expect(errors).toEqual([]);
});
