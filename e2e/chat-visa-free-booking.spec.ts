import { expect, test } from '@playwright/test';
import { watchForErrors } from './support/console-errors';
import { uniqueUser } from './support/users';

// product.md §3.4, §3.6: a visa-free answer offers Book Flight and Book Hotel. Booking needs an
// account: a signed-out click opens the sign-up dialog, and the booking resumes after signing up.
test('Book Flight after a visa-free answer asks a signed-out visitor to sign up first', async ({
  page,
}) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  const log = page.getByRole('log', { name: 'Conversation' });
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('I want to visit Japan');
  await input.press('Enter');
  await expect(log.getByRole('article', { name: 'AlgoTrip assistant' })).toHaveCount(2);
  await input.fill('I am American');
  await input.press('Enter');
  await expect(log.getByRole('heading', { name: 'Visa Requirements for Japan' })).toBeVisible();

  await page.getByRole('button', { name: 'Book Flight' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pendingModalAction'))).toBe(
    JSON.stringify({ type: 'chat-book', payload: { service: 'flight' } }),
  );

  // Signing up resumes the booking: the label is sent as the user's message.
  const user = uniqueUser();
  await dialog.getByLabel('Username').fill(user.username);
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog).toBeHidden();
  await expect(log.getByRole('article', { name: 'You' }).last()).toHaveText('Book Flight');
  await expect(log.getByRole('article', { name: 'AlgoTrip assistant' })).toHaveCount(4);
  expect(await page.evaluate(() => localStorage.getItem('pendingModalAction'))).toBeNull();
  // The visa answer's three add-on offers each open the purchase dialog.
  await expect(page.getByRole('button', { name: /^Get it/ })).toHaveCount(3);

  expect(errors).toEqual([]);
});
