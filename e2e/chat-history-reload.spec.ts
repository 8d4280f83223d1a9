import { expect, test } from '@playwright/test';
import { watchForErrors } from './support/console-errors';

// The session survives a reload (its id is stored): the conversation comes back from the server.
test('a reload shows the same conversation', async ({ page }) => {
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
  await expect(log.getByRole('heading', { name: 'Visa Requirements for Japan' })).toBeVisible();
  expect(await log.getByRole('article').allInnerTexts()).toEqual(before);
  expect(await page.evaluate(() => localStorage.getItem('sessionId'))).toBe(sessionId);
  // The travel context came back from storage too.
  await expect(page.getByRole('region', { name: 'Your trip', exact: true })).toContainText(
    'Destination: Japan',
  );
  await expect(page.getByRole('button', { name: 'Book Flight' })).toBeVisible();

  expect(errors).toEqual([]);
});
