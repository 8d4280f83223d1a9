import { expect, test } from '@playwright/test';
import { trackApiRequests } from './support/api-requests';
import { watchForErrors } from './support/console-errors';
import { registerThroughPage, uniqueUser } from './support/users';

test('signing out keeps the language the user chose', async ({ page }) => {
  const errors = watchForErrors(page);
  const api = trackApiRequests(page);
  await registerThroughPage(page, uniqueUser());
  await expect(page).toHaveURL(/\/dashboard$/);

  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // Signed out once the dashboard (now in Spanish) has what it asked for.
  await api.settled();
  await banner.getByRole('button', { name: 'Cerrar sesión' }).click();
  // Signed out at /, and still in Spanish after the reload.
  await expect(banner.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(banner.getByRole('button', { name: 'Idioma: Español' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  expect(errors).toEqual([]);
});
