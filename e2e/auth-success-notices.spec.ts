import { expect, test } from '@playwright/test';
import { watchForErrors } from './support/console-errors';
import { toastWithTitle } from './support/toasts';
import { registerThroughApi, registerThroughPage, uniqueUser } from './support/users';

test('registering says the account was created', async ({ page }) => {
  const errors = watchForErrors(page);
  await registerThroughPage(page, uniqueUser());
  await expect(page).toHaveURL(/\/dashboard$/);
  const notice = toastWithTitle(page, 'Success');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Account created successfully!');
  expect(errors).toEqual([]);
});

test('logging in says so on the dashboard the login page redirects to', async ({ page }) => {
  const errors = watchForErrors(page);
  const user = uniqueUser();
  await registerThroughApi(page.context().request, user);
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Username or email').fill(user.username);
  await main.getByLabel('Password').fill(user.password);
  await main.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const notice = toastWithTitle(page, 'Success');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Logged in successfully!');
  // Said once: a reload of the dashboard shows no second notice.
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('logging in in Spanish says so in Spanish', async ({ page }) => {
  const user = uniqueUser();
  await registerThroughApi(page.context().request, user);
  await page.goto('/login');
  await page.getByRole('banner').getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  const main = page.getByRole('main');
  await main.getByLabel('Nombre de usuario o correo electrónico').fill(user.username);
  await main.getByLabel('Contraseña').fill(user.password);
  await main.getByRole('button', { name: 'Iniciar sesión' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const notice = page
    .getByRole('region', { name: /Notificaciones/ })
    .getByRole('listitem')
    .filter({ has: page.getByText('Listo', { exact: true }) });
  await expect(notice).toContainText('¡Ha iniciado sesión correctamente!');
});
