import { expect, type Page } from '@playwright/test';
import { pickCity } from './city-picker';
import { uniqueUser } from './users';

/**
 * Signed in, an American traveller asks about Japan and several cities, opens the planner's
 * Multi-City tab and picks New York City, Tokyo and Osaka. Returns the conversation, the input
 * and the planner for the journey to go on.
 */
export async function planNewYorkTokyoOsaka(page: Page) {
  const res = await page.request.post('/api/auth/register', { data: uniqueUser() });
  expect(res.status()).toBe(201);

  await page.goto('/');
  const log = page.getByRole('log', { name: 'Conversation' });
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('I am American and I want to visit Japan');
  await input.press('Enter');
  await expect(log.getByRole('heading', { name: 'Visa Requirements for Japan' })).toBeVisible();
  await input.fill('I want to visit several cities');
  await input.press('Enter');
  await log.getByRole('button', { name: 'Add another city' }).click();

  const planner = log.getByRole('region', { name: 'Plan Your Trip' });
  await expect(planner).toBeVisible();
  await planner.getByRole('tab', { name: 'Multi-City' }).click();
  await pickCity(page, 'Departure city', 'New York', /^New York City/);
  await pickCity(page, 'City 1', 'Tokyo', /^Tokyo/);
  await planner.getByRole('button', { name: 'Add City' }).click();
  await pickCity(page, 'City 2', 'Osaka', /^Osaka/);
  return { log, input, planner };
}
