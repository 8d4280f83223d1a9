import { expect, test } from '@playwright/test';
import { pickCity } from './support/city-picker';
import { watchForErrors } from './support/console-errors';
import { registerThroughApi, uniqueUser } from './support/users';

// The server keeps each conversation. A new page load starts a new one; an earlier one is
// reopened by its address (signed in: from the dashboard's list) with its history and its trip.

test('a reload starts a new conversation; its address reopens the earlier one', async ({
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
  // Every reply shows as markdown: the question's bold part too.
  await expect(log.locator('strong', { hasText: 'which passport do you hold?' })).toBeVisible();
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  const before = await log.getByRole('article').allInnerTexts();
  expect(before).toHaveLength(5);

  await page.reload();
  await expect(log.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Your trip', exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('sessionId'))).not.toBe(sessionId);
  expect(await page.evaluate(() => localStorage.getItem('destination'))).toBeNull();

  await page.goto(`/?conversation=${sessionId}`);
  await expect(log.getByRole('heading', { name: 'Visa Requirements for Japan' })).toBeVisible();
  // The reopened replies' offer cards are loaded lazily: wait until every message shows as it did.
  await expect(log.getByRole('article')).toHaveText(before, { useInnerText: true });
  await expect(page.getByRole('region', { name: 'Your trip', exact: true })).toContainText(
    'Destination: Japan',
  );
  // The conversation goes on where it stopped.
  await input.fill('Thanks!');
  await input.press('Enter');
  await expect(log.getByRole('article')).toHaveCount(7);
  expect(errors).toEqual([]);
});

test('the chosen cities survive later messages and a reopen, and reach the purchase dialog', async ({
  page,
}) => {
  const errors = watchForErrors(page);
  await page.setViewportSize({ width: 1280, height: 850 });
  await registerThroughApi(page.request, uniqueUser());
  await page.goto('/');
  const log = page.getByRole('log', { name: 'Conversation' });
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('I am German and I want to visit Japan');
  await input.press('Enter');
  await expect(log.getByRole('heading', { name: 'Visa Requirements for Japan' })).toBeVisible();

  await page.getByRole('button', { name: 'Book Flight' }).click();
  const panel = page.getByRole('region', { name: /Select Your Travel Cities/ });
  await expect(panel).toBeVisible();
  await pickCity(page, 'From', 'Berlin', /^Berlin/);
  await pickCity(page, 'To', 'Tokyo', /^Tokyo/);
  const kept = page.waitForResponse((res) => res.url().endsWith('/api/chat/trip'));
  await panel.getByRole('button', { name: 'Continue' }).click();
  expect((await kept).status()).toBe(200);
  const booking = page.getByRole('dialog', { name: 'Book Your Flight' });
  await expect(booking).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(booking).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('fromCity'))).toBe('Berlin');

  const mine = log.getByRole('article', { name: 'You' });
  const sentBefore = await mine.count();
  for (const [index, text] of ['Thanks', 'Do I need travel insurance?', 'Hello'].entries()) {
    await input.fill(text);
    await input.press('Enter');
    await expect(mine).toHaveCount(sentBefore + index + 1);
    await expect(input).toBeEnabled();
  }
  expect(await page.evaluate(() => localStorage.getItem('fromCity'))).toBe('Berlin');
  expect(await page.evaluate(() => localStorage.getItem('toCity'))).toBe('Tokyo');

  // A new page load is a new chat; the dashboard lists the earlier one, which reopens.
  await page.reload();
  await expect(log.getByRole('article')).toHaveCount(1);
  await page.goto('/dashboard');
  const earlier = page.getByRole('link', { name: /I am German and I want to visit Japan/ });
  await expect(earlier).toContainText('Japan');
  await earlier.click();
  await expect(log.getByRole('heading', { name: 'Visa Requirements for Japan' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('fromCity'))).toBe('Berlin');

  await log.getByRole('button', { name: 'Get it: Travel Insurance' }).first().click();
  const purchase = page.getByRole('dialog', { name: /Travel Insurance/ });
  await expect(purchase.getByText('Berlin → Tokyo')).toBeVisible();
  await expect(purchase.getByText('Direct Trip')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(purchase).toBeHidden();

  // On a phone too.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard');
  const listed = page.getByRole('link', { name: /I am German and I want to visit Japan/ });
  await expect(listed).toContainText('Japan');
  await listed.click();
  await expect(log.getByRole('heading', { name: 'Visa Requirements for Japan' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your trip', exact: true })).toContainText(
    'Destination: Japan',
  );
  expect(errors).toEqual([]);
});
