import { expect, test } from '@playwright/test';
import { watchForErrors } from './support/console-errors';

const PAYLOAD = '<img src=x onerror=alert(1)>';

// Whatever a traveller types is shown as text, never run as markup.
test('HTML in a message shows literally and never runs', async ({ page }) => {
  const errors = watchForErrors(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/');
  const log = page.getByRole('log', { name: 'Conversation' });

  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(PAYLOAD);
  await input.press('Enter');

  await expect(log.getByRole('article', { name: 'You' })).toHaveText(PAYLOAD);
  // Wait for the reply, which may quote the message back, before looking for any image.
  await expect(log.getByRole('article', { name: 'AlgoTrip assistant' })).toHaveCount(2);
  await expect(page.getByText('Generating response...')).toHaveCount(0);

  await expect(log.locator('img')).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  // Reopened, the stored message is still only text.
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  await page.goto(`/?conversation=${sessionId ?? ''}`);
  await expect(log.getByRole('article', { name: 'You' })).toHaveText(PAYLOAD);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
});
