import { expect, test, type Page } from '@playwright/test';
import { watchForErrors } from './support/console-errors';
import { uniqueUser } from './support/users';

// product.md §3.4, visa_free_booking, in Spanish: a German passport needs no visa for Japan, so the
// chat offers the flight and the hotel, not the visa questionnaire.

async function say(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Mensaje' });
  await input.fill(text);
  await input.press('Enter');
}

test('a German traveller to Japan, in Español, is offered Book Flight and Book Hotel', async ({
  page,
}) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  const log = page.getByRole('log', { name: 'Conversación' });
  await say(page, 'Me gustaría viajar a Japón');
  await expect(page.getByText('Destino: Japón')).toBeVisible();
  await say(page, 'Soy alemán');
  await expect(page.getByText('Nacionalidad: Alemania')).toBeVisible();

  const bookFlight = page.getByRole('button', { name: 'Reservar vuelo' });
  const bookHotel = page.getByRole('button', { name: 'Reservar hotel' });
  await expect(bookFlight).toBeEnabled();
  await expect(bookHotel).toBeEnabled();
  // No visa needed: neither the purpose question nor the visa card.
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Opciones de visado' })).toHaveCount(0);

  // Booking needs an account: the dialog first, then the booking goes on.
  await bookHotel.click();
  const dialog = page.getByRole('dialog', { name: 'Crear cuenta' });
  await expect(dialog).toBeVisible();
  const user = uniqueUser();
  await dialog.getByLabel('Nombre de usuario').fill(user.username);
  await dialog.getByLabel('Correo electrónico').fill(user.email);
  await dialog.getByLabel('Contraseña').fill(user.password);
  await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(dialog).toBeHidden();

  await expect(log.getByRole('article', { name: 'Usted' }).last()).toHaveText('Reservar hotel');
  await expect(log.getByRole('article', { name: 'Asistente de AlgoTrip' }).last()).toContainText(
    'Japón',
  );
  await expect(log.getByRole('article', { name: 'Asistente de AlgoTrip' })).toHaveCount(4);
  // The answered step's buttons no longer work.
  await expect(bookHotel).toBeDisabled();
  await expect(bookFlight).toBeDisabled();

  expect(errors).toEqual([]);
});
