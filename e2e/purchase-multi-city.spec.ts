import { expect, test } from '@playwright/test';
import { purchasesResponseSchema } from '../common/contracts/purchases';
import { watchForErrors } from './support/console-errors';
import { planNewYorkTokyoOsaka } from './support/multi-city';

// An add-on bought after a multi-city choice is for that trip: the dialog says 'Multi-City' and
// shows every city in order, and the purchase stores the mode and all the cities.

test('insurance after a multi-city choice shows and stores the whole route', async ({ page }) => {
  const errors = watchForErrors(page);
  const { log, input, planner } = await planNewYorkTokyoOsaka(page);
  await planner.getByRole('button', { name: 'Continue' }).click();
  await planner.getByRole('button', { name: 'Tourism' }).click();
  await planner.getByRole('button', { name: '8-14 days' }).click();
  await planner.getByRole('button', { name: /^Mid-range/ }).click();
  await planner.getByLabel('Food').check();
  await planner.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(log.getByText('New York City → Tokyo → Osaka').last()).toBeVisible();
  await expect(input).toBeEnabled();

  await log.getByRole('button', { name: 'Get it: Travel Insurance' }).first().click();
  const booking = page.getByRole('dialog', { name: 'Travel Insurance' });
  await expect(booking.getByText('New York City → Tokyo → Osaka')).toBeVisible();
  await expect(booking.getByText('Multi-City')).toBeVisible();
  await booking.getByLabel('Passenger name').fill('Ana Ruiz');
  await booking.getByLabel('Passport number').fill('P7654321');
  await booking.getByLabel('Phone number').fill('+1 555 0100');
  await booking.getByRole('button', { name: 'Book for $49.99' }).click();
  await expect(booking).toBeHidden();

  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const stored = await page.request.get('/api/purchases', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  const [purchase] = purchasesResponseSchema.parse(await stored.json());
  expect(purchase?.metadata).toMatchObject({
    fromCity: 'New York City',
    toCity: 'Tokyo',
    additionalCities: ['Osaka'],
    mode: 'multi',
  });
  expect(errors).toEqual([]);
});
