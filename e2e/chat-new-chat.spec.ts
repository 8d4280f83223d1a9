import { expect, test } from '@playwright/test';
import { watchForErrors } from './support/console-errors';

const WELCOME =
  "Welcome to AlgoTrip! I'm your AI travel assistant. I'm here to help with your visa and travel needs. Which country would you like to visit?";

// New Chat in the header (and the page's Reset chat) end the session, start a new one with its
// welcome, and reload the page.
test('New Chat starts over with only the welcome message', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  const log = page.getByRole('log', { name: 'Conversation' });
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('I want to visit Japan');
  await input.press('Enter');
  await expect(page.getByRole('region', { name: 'Your trip', exact: true })).toContainText('Japan');
  const oldSession = await page.evaluate(() => localStorage.getItem('sessionId'));

  const reloaded = page.waitForEvent('load');
  await page.getByRole('banner').getByRole('button', { name: 'New Chat' }).click();
  await reloaded;

  await expect(log.getByRole('article')).toHaveCount(1);
  await expect(log.getByRole('article')).toHaveText(WELCOME);
  await expect(page.getByRole('region', { name: 'Your trip', exact: true })).toHaveCount(0);
  const newSession = await page.evaluate(() => localStorage.getItem('sessionId'));
  expect(newSession).toMatch(/^[A-Za-z0-9_-]{21}$/);
  expect(newSession).not.toBe(oldSession);
  expect(await page.evaluate(() => localStorage.getItem('destination'))).toBeNull();
  // The welcome is stored as the new session's history.
  const history: unknown = await (
    await page.request.get(`/api/chat/history?sessionId=${newSession}`)
  ).json();
  expect(history).toEqual([expect.objectContaining({ role: 'assistant', content: WELCOME })]);

  // The page's own reset button does the same.
  await input.fill('I want to visit France');
  await input.press('Enter');
  await expect(log.getByRole('article')).toHaveCount(3);
  const reloadedAgain = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reset chat' }).click();
  await reloadedAgain;
  await expect(log.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Select your destination country' })).toBeVisible();

  expect(errors).toEqual([]);
});
