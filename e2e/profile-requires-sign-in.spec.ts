import { expect, test } from '@playwright/test';
import { watchForErrors } from './support/console-errors';

test('/profile sends a signed-out visitor to /login', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  expect(errors).toEqual([]);
});
